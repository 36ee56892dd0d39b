import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
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
  type AddressParts,
} from './addressParts';
import { SelectField, TextField } from './Field';
import { FormAlert } from './FormAlert';

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
  const [parts, setParts] = useState<AddressParts>(EMPTY);
  const [problems, setProblems] = useState<ReturnType<typeof checkAddress>>({});
  const areas = useGetAreasByCityQuery({ cityName: parts.city }, { skip: parts.city === '' });
  const roads = useGetRoadsQuery({ zipCode: parts.zip }, { skip: parts.zip === '' });
  const [update, updating] = useUpdateAddressMutation();

  const messageOf = (field: AddressField) => {
    const problem = problems[field];
    return problem ? t(`address.problems.${problem}`) : undefined;
  };
  const text = (field: 'lane' | 'alley' | 'number' | 'floor') => ({
    value: parts[field],
    error: messageOf(field),
    'data-field': field,
    onChange: (event: { target: { value: string } }) => {
      setParts({ ...parts, [field]: event.target.value });
    },
  });

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (updating.isLoading) return;
    const found = checkAddress(parts);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const address = composeAddress(parts);
    const result = await update({ deviceNo, zip: parts.zip, address, addressType: 'bill' });
    if ('error' in result) return;
    setParts(EMPTY);
    onSaved();
  }

  const areaList = areas.currentData ?? [];
  const roadList = roads.currentData ?? [];
  const preview = composeAddress(parts);
  return (
    <form
      className="card bs-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="bs-address-form"
    >
      <h2 id="bs-address-form" className="bs-section-title">
        {t('address.formTitle')}
      </h2>
      <div className="bs-grid">
        <SelectField
          label={t('address.city')}
          data-field="city"
          value={parts.city}
          error={messageOf('city')}
          onChange={(event) => {
            setParts({ ...parts, city: event.target.value, area: '', zip: '', road: '' });
          }}
        >
          <option value="">{t('address.chooseCity')}</option>
          {CITIES.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('address.area')}
          data-field="area"
          value={parts.zip}
          disabled={parts.city === '' || areas.isFetching}
          hint={
            parts.city !== '' && areas.currentData?.length === 0 ? t('address.noAreas') : undefined
          }
          error={messageOf('area')}
          onChange={(event) => {
            const area = areaList.find((item) => item.zipCode === event.target.value);
            setParts({ ...parts, area: area?.areaName ?? '', zip: area?.zipCode ?? '', road: '' });
          }}
        >
          <option value="">
            {areas.isFetching ? t('address.loadingList') : t('address.chooseArea')}
          </option>
          {areaList.map((area) => (
            <option key={area.zipCode} value={area.zipCode}>
              {`${area.zipCode} ${area.areaName}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('address.road')}
          data-field="road"
          value={parts.road}
          disabled={parts.zip === '' || roads.isFetching}
          hint={
            parts.zip !== '' && roads.currentData?.length === 0 ? t('address.noRoads') : undefined
          }
          error={messageOf('road')}
          onChange={(event) => {
            setParts({ ...parts, road: event.target.value });
          }}
        >
          <option value="">
            {roads.isFetching ? t('address.loadingList') : t('address.chooseRoad')}
          </option>
          {roadList.map((road) => (
            <option key={road.roadName} value={road.roadName}>
              {road.roadName}
            </option>
          ))}
        </SelectField>
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
        <TextField label={t('address.lane')} inputMode="numeric" {...text('lane')} />
        <TextField label={t('address.alley')} inputMode="numeric" {...text('alley')} />
        <TextField label={t('address.number')} hint={t('address.numberHint')} {...text('number')} />
        <TextField label={t('address.floor')} inputMode="numeric" {...text('floor')} />
      </div>
      <p className="bs-note" aria-live="polite">
        {parts.zip && preview ? t('address.preview', { zip: parts.zip, address: preview }) : null}
      </p>
      {updating.error ? <FormAlert error={asApiError(updating.error)} /> : null}
      <div className="bs-actions">
        <Button type="submit" busy={updating.isLoading}>
          {t('address.submit')}
        </Button>
      </div>
    </form>
  );
}
