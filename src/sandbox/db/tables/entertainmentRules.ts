import type {
  HamiProduct,
  MediaService,
  NetflixStatus,
  ProductExchanged,
} from '../../../api/entertainment';
import { accepted, refused, type Outcome } from '../outcome';
import type { DeviceRow, SandboxDb } from '../types';
import {
  NETFLIX_SERVICE_ID,
  type EntertainmentTables,
  type MediaServiceRow,
  type ProductRow,
} from './entertainment';

/** The carrier's refusals of an exchange; the codes are the api's EXCHANGE_REFUSALS. */
export const EXCHANGE_ERRORS = {
  pointsShort: { code: 'POINTS_SHORT', message: 'Hami Point 點數不足，無法兌換此商品' },
  outOfStock: { code: 'OUT_OF_STOCK', message: '此商品已兌換完畢' },
  unknown: { code: 'PRODUCT_UNKNOWN', message: '查無此商品' },
} as const;

export function productView(row: ProductRow): HamiProduct {
  return { ...row };
}

/**
 * An exchange: the product must exist and have stock, and the member must hold at least its
 * price. It takes one from the stock, spends the points and records the exchange with its code.
 */
export function exchangeProduct(
  database: SandboxDb,
  request: { customerId: string; productId: string; now: Date; sequence: number },
): Outcome<ProductExchanged> {
  const tables = database.entertainment;
  const product = tables.products.find((row) => row.id === request.productId);
  const customer = database.customers.find((row) => row.id === request.customerId);
  if (!product || !customer) return refused(EXCHANGE_ERRORS.unknown);
  if (product.stock <= 0) return refused(EXCHANGE_ERRORS.outOfStock);
  if (customer.hamipoint < product.points) return refused(EXCHANGE_ERRORS.pointsShort);
  product.stock -= 1;
  customer.hamipoint -= product.points;
  const serial = String(request.sequence).padStart(6, '0');
  const exchange = {
    id: `EX${serial}`,
    customerId: customer.id,
    productId: product.id,
    points: product.points,
    redeemCode: `${product.id}-${serial}`,
    exchangedAt: request.now.toISOString(),
  };
  tables.exchanges.push(exchange);
  return accepted({
    exchangeId: exchange.id,
    productId: product.id,
    productName: product.name,
    points: product.points,
    point: customer.hamipoint,
    redeemCode: exchange.redeemCode,
    exchangedAt: exchange.exchangedAt,
  });
}

function activationOf(tables: EntertainmentTables, deviceNo: string, serviceId: string) {
  return tables.mediaActivations.find(
    (row) => row.deviceNo === deviceNo && row.serviceId === serviceId,
  );
}

function isOn(tables: EntertainmentTables, service: MediaServiceRow, deviceNo: string): boolean {
  return (
    service.activation === 'automatic' || activationOf(tables, deviceNo, service.id) !== undefined
  );
}

/** Every media service, with the customer's numbers whose current plan includes it. */
export function mediaZoneOf(tables: EntertainmentTables, devices: DeviceRow[]): MediaService[] {
  return tables.mediaServices.map((service) => ({
    id: service.id,
    name: service.name,
    kind: service.kind,
    activation: service.activation,
    url: service.url,
    plans: [...service.plans],
    lines: devices
      .filter((device) => service.plans.includes(device.ratePlan))
      .map((device) => ({
        deviceNo: device.deviceNo,
        ratePlan: device.ratePlan,
        status: isOn(tables, service, device.deviceNo) ? 'active' : 'notActivated',
      })),
  }));
}

/** The Netflix bundle of one number, read from its current plan and the activations. */
export function netflixStatusOf(tables: EntertainmentTables, device: DeviceRow): NetflixStatus {
  const netflix = tables.mediaServices.find((service) => service.id === NETFLIX_SERVICE_ID);
  const base = {
    deviceNo: device.deviceNo,
    ratePlan: device.ratePlan,
    bundlePlans: netflix ? [...netflix.plans] : [],
  };
  if (!netflix?.plans.includes(device.ratePlan)) {
    return { ...base, status: 'notBundled', netflixPlan: '' };
  }
  const activation = activationOf(tables, device.deviceNo, netflix.id);
  const netflixPlan = netflix.partnerPlan ?? '';
  return activation
    ? { ...base, status: 'active', netflixPlan, activatedOn: activation.activatedOn }
    : { ...base, status: 'notActivated', netflixPlan, activationUrl: netflix.url };
}
