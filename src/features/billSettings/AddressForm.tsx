import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { ErrorState } from '../../components/page/StatusStates';
import {
  asApiError,
  useGetAreasByCityQuery,
  useGetRoadsQuery,
  useUpdateAddressMutation,
} from './billSettingsApi';
import {
  checkAddress,
  CITIES,
  composeAddress,
  type AddressField,
  type AddressProblem,
  type AddressParts,
} from './addressParts';

const EMPTY: AddressParts = {
  city: '',
  area: '',
  zip: '',
  road: '',
  lane: '',
  alley: '',
  number: '',
  floor: '',
};

/**
 * The new billing address: city, then district (eShop_GetAreasByCity), then road
 * (eShop_GetRoadStreetsByZipCode), then lane, alley, number and floor; sent composed with the
 * district's postal code.
 */
export function AddressForm({ deviceNo, onSaved }: { deviceNo: string; onSaved: () => void }) {
  const { t } = useTranslation('billSettings');
  const form = useForm<AddressParts>(EMPTY, {
    labels: {
      city: t('address.city'),
      area: t('address.area'),
      road: t('address.road'),
      lane: t('address.lane'),
      alley: t('address.alley'),
      number: t('address.number'),
      floor: t('address.floor'),
    },
  });
  const parts = form.values;
  const areas = useGetAreasByCityQuery({ cityName: parts.city }, { skip: parts.city === '' });
  const roads = useGetRoadsQuery({ zipCode: parts.zip }, { skip: parts.zip === '' });
  const [update] = useUpdateAddressMutation();

  async function submit(values: AddressParts) {
    const problems = checkAddress(values);
    const messages: Partial<Record<AddressField, string>> = {};
    for (const [field, problem] of Object.entries(problems) as [AddressField, AddressProblem][]) {
      messages[field] = t(`address.problems.${problem}`);
    }
    if (!form.check(messages)) return;
    const address = composeAddress(values);
    const result = await update({ deviceNo, zip: values.zip, address, addressType: 'bill' });
    if ('error' in result) {
      form.fail(asApiError(result.error));
      return;
    }
    form.reset(EMPTY);
    onSaved();
  }

  const areaList = areas.currentData ?? [];
  const roadList = roads.currentData ?? [];
  const preview = composeAddress(parts);
  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('address.submit')}
      title={t('address.formTitle')}
      className="form form--wide bs-form"
      stack
    >
      <div className="bs-grid">
        <SelectField
          {...form.field('city')}
          label={t('address.city')}
          placeholder={t('address.chooseCity')}
          value={parts.city}
          options={CITIES.map((city) => ({ value: city, label: city }))}
          onChange={(city) => {
            form.setValues({ city, area: '', zip: '', road: '' });
          }}
        />
        <SelectField
          {...form.field('area')}
          label={t('address.area')}
          placeholder={areas.isFetching ? t('address.loadingList') : t('address.chooseArea')}
          value={parts.zip}
          disabled={parts.city === '' || areas.isFetching}
          hint={
            parts.city !== '' && areas.currentData?.length === 0 ? t('address.noAreas') : undefined
          }
          options={areaList.map((area) => ({
            value: area.zipCode,
            label: `${area.zipCode} ${area.areaName}`,
          }))}
          onChange={(zip) => {
            const area = areaList.find((item) => item.zipCode === zip);
            form.setValues({ area: area?.areaName ?? '', zip, road: '' });
          }}
        />
        <SelectField
          {...form.field('road')}
          label={t('address.road')}
          placeholder={roads.isFetching ? t('address.loadingList') : t('address.chooseRoad')}
          value={parts.road}
          disabled={parts.zip === '' || roads.isFetching}
          hint={
            parts.zip !== '' && roads.currentData?.length === 0 ? t('address.noRoads') : undefined
          }
          options={roadList.map((road) => ({ value: road.roadName, label: road.roadName }))}
        />
      </div>
      {areas.error && !areas.isFetching ? (
        <ErrorState
          title={t('address.areasError')}
          error={asApiError(areas.error)}
          onRetry={() => void areas.refetch()}
        />
      ) : null}
      {roads.error && !roads.isFetching ? (
        <ErrorState
          title={t('address.roadsError')}
          error={asApiError(roads.error)}
          onRetry={() => void roads.refetch()}
        />
      ) : null}
      <div className="bs-grid bs-grid--small">
        <TextField label={t('address.lane')} inputMode="numeric" {...form.field('lane')} />
        <TextField label={t('address.alley')} inputMode="numeric" {...form.field('alley')} />
        <TextField
          label={t('address.number')}
          hint={t('address.numberHint')}
          {...form.field('number')}
        />
        <TextField label={t('address.floor')} inputMode="numeric" {...form.field('floor')} />
      </div>
      <p className="bs-note" aria-live="polite">
        {parts.zip && preview ? t('address.preview', { zip: parts.zip, address: preview }) : null}
      </p>
    </Form>
  );
}
