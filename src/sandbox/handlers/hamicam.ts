import { http, type RequestHandler } from 'msw';
import type {
  CameraCheckName,
  CameraDetection,
  CameraReport,
  HamicamDetectionResult,
} from '../../api/hamicam';
import { sandboxNow } from '../db/clock';
import { db, mutate, nextSequence } from '../db/state';
import { withSupportTables, type CameraReportRow, type CameraRow } from '../db/tables/support';
import { apiUrl, withCustomer } from './support';
import { jsonBody, ok, refuseWith, text } from './respond';

export const CAMERA_ERRORS = {
  notFound: { code: 'CAM_NOT_FOUND', message: '查無此攝影機' },
  detectFirst: { code: 'CAM_DETECT_FIRST', message: '請先執行攝影機檢測' },
  notFaulty: { code: 'CAM_NOT_FAULTY', message: '此攝影機檢測正常，無需申告' },
  alreadyReported: { code: 'CAM_REPORTED', message: '此攝影機已有處理中的障礙申告' },
  contact: { code: 'CAM_CONTACT', message: '請填寫聯絡人姓名及電話' },
} as const;

/** A detection run lets the member report what it found for 30 minutes. */
export const CAMERA_DETECTION_TTL_MS = 30 * 60 * 1000;

const CHECKS: readonly CameraCheckName[] = ['power', 'network', 'cloud', 'storage'];

function tables() {
  return withSupportTables(db().support);
}

function openReportOf(cameraId: string): CameraReportRow | undefined {
  return tables().cameraReports.find(
    (row) => row.cameraId === cameraId && row.status !== 'repaired',
  );
}

function detect(camera: CameraRow): CameraDetection {
  const report = openReportOf(camera.id);
  return {
    cameraId: camera.id,
    name: camera.name,
    model: camera.model,
    checks: CHECKS.map((check) => {
      const code = camera.faults[check];
      return code ? { check, passed: false, code } : { check, passed: true };
    }),
    report: report ? { id: report.id, reportedAt: report.reportedAt, status: report.status } : null,
  };
}

function detectedLately(customerId: string): boolean {
  const now = sandboxNow().getTime();
  return tables().cameraDetections.some(
    (row) => row.customerId === customerId && now - Date.parse(row.at) < CAMERA_DETECTION_TTL_MS,
  );
}

/**
 * Hami smart cameras (docs/sandbox.md "Smart cameras"): detection checks every camera of the
 * member; a fault the last run found (within 30 minutes) can be reported once while it is open.
 */
export const hamicamHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Trouble/HamicamDetection'),
    withCustomer(({ customer }) => {
      const at = sandboxNow().toISOString();
      mutate((database) => {
        const runs = withSupportTables(database.support).cameraDetections;
        runs.push({ customerId: customer.id, at });
        runs.splice(0, Math.max(0, runs.length - 50));
      });
      return ok<HamicamDetectionResult>({
        checkedAt: at,
        cameras: tables()
          .cameras.filter((camera) => camera.customerId === customer.id)
          .map(detect),
      });
    }),
  ),
  http.post(
    apiUrl('Trouble/HamicamAddTrouble'),
    withCustomer(async ({ request, customer }) => {
      const body = (await jsonBody(request)) ?? {};
      const camera = tables().cameras.find(
        (row) => row.id === text(body.cameraId) && row.customerId === customer.id,
      );
      if (!camera) return refuseWith(CAMERA_ERRORS.notFound);
      if (!detectedLately(customer.id)) return refuseWith(CAMERA_ERRORS.detectFirst);
      const code = text(body.code);
      if (!Object.values(camera.faults).includes(code)) return refuseWith(CAMERA_ERRORS.notFaulty);
      if (openReportOf(camera.id)) return refuseWith(CAMERA_ERRORS.alreadyReported);
      const contactName = text(body.contact_name);
      const contactPhone = text(body.contact_phone);
      if (contactName === '' || contactPhone === '') return refuseWith(CAMERA_ERRORS.contact);
      const row: CameraReportRow = {
        id: `CT${String(sandboxNow().getUTCFullYear())}${String(nextSequence()).padStart(5, '0')}`,
        cameraId: camera.id,
        customerId: customer.id,
        code,
        description: text(body.description),
        contactName,
        contactPhone,
        payload: body,
        reportedAt: sandboxNow().toISOString(),
        status: 'received',
      };
      mutate((database) => {
        withSupportTables(database.support).cameraReports.push(row);
      });
      return ok<CameraReport>({ id: row.id, reportedAt: row.reportedAt, status: row.status });
    }),
  ),
];
