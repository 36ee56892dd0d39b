import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarType, ParkingPayMode, PayMode } from '../../api/parking';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { RadioGroup, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FormAlert } from '../../components/form/FormAlert';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { QueryView } from '../../components/page/QueryView';
import { useRefusal } from '../../components/useRefusal';
import { validateCarPlate } from '../../lib/validators';
import {
  useAddParkingCarMutation,
  useGetParkingCarsQuery,
  useGetParkingPayModeQuery,
  useRemoveParkingCarMutation,
  useSetParkingPayModeMutation,
} from './fixedlineApi';
import { useCarText } from './parkingText';

const CAR_TYPES: CarType[] = ['C', 'M'];

function AddCarForm() {
  const { t } = useTranslation('fixedline');
  const message = useValidationMessage();
  const refusal = useRefusal('fixedline');
  const [add] = useAddParkingCarMutation();
  const [added, setAdded] = useState('');
  const form = useForm<{ carType: CarType | ''; carId: string }>(
    { carType: '', carId: '' },
    { labels: { carType: t('parking.carTypeLabel'), carId: t('parking.plate') } },
  );

  async function submit(values: typeof form.values) {
    setAdded('');
    const plate = validateCarPlate(values.carId);
    const valid = form.check({
      carType: values.carType === '' ? t('parking.chooseCarType') : undefined,
      carId: message(plate),
    });
    if (!valid || !plate.ok || values.carType === '') return;
    const result = await add({ carType: values.carType, carId: plate.value });
    if ('error' in result) form.fail(refusal.of(result.error));
    else {
      setAdded(t('parking.added', { plate: plate.value }));
      form.reset({ carType: '', carId: '' });
    }
  }

  return (
    <Form
      form={form}
      aria-label={t('parking.addTitle')}
      onSubmit={submit}
      submitLabel={t('parking.add')}
      success={added || null}
    >
      <RadioGroup
        label={t('parking.carTypeLabel')}
        options={CAR_TYPES.map((type) => ({ value: type, label: t(`parking.carType.${type}`) }))}
        {...form.field('carType')}
      />
      <TextField
        label={t('parking.plate')}
        hint={t('parking.plateHint')}
        autoCapitalize="characters"
        {...form.field('carId')}
      />
    </Form>
  );
}

/** The registered cars, each removable, and the form that adds one. */
export function CarsCard() {
  const { t } = useTranslation('fixedline');
  const carText = useCarText();
  const refusal = useRefusal('fixedline');
  const [remove, removing] = useRemoveParkingCarMutation();
  return (
    <Card title={t('parking.carsTitle')} stack>
      <QueryView
        query={useGetParkingCarsQuery(undefined)}
        loading={t('parking.loadingCars')}
        errorTitle={t('parking.carsError')}
        isEmpty={(cars) => cars.length === 0}
        emptyTitle={t('parking.noCars')}
      >
        {(cars) => (
          <ul className="fl-list">
            {cars.map((car) => (
              <li key={car.carId} className="fl-list__row">
                <span>{carText(car)}</span>
                <Button
                  variant="secondary"
                  busy={removing.isLoading && removing.originalArgs?.carId === car.carId}
                  aria-label={t('parking.removeCar', { plate: car.carId })}
                  onClick={() => void remove(car)}
                >
                  {t('parking.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <FormAlert error={refusal(removing.error)} />
      <AddCarForm />
    </Card>
  );
}

function PayModeForm({ current }: { current: ParkingPayMode }) {
  const { t } = useTranslation('fixedline');
  const refusal = useRefusal('fixedline');
  const [save] = useSetParkingPayModeMutation();
  const [saved, setSaved] = useState(false);
  const form = useForm<{ payMode: PayMode | '' }>(
    { payMode: current.payMode },
    { labels: { payMode: t('parking.payModeLabel') } },
  );

  async function submit(values: typeof form.values) {
    setSaved(false);
    if (values.payMode === '') return;
    const result = await save(values.payMode);
    if ('error' in result) form.fail(refusal.of(result.error));
    else setSaved(true);
  }

  return (
    <Form
      form={form}
      aria-label={t('parking.payModeTitle')}
      onSubmit={submit}
      submitLabel={t('parking.payModeSave')}
      summary={false}
      success={saved ? t('parking.payModeSaved') : null}
    >
      <RadioGroup
        label={t('parking.payModeLabel')}
        hint={t('parking.billedTo', { number: current.billedTo })}
        options={(['manual', 'bill'] as const).map((mode) => ({
          value: mode,
          label: t(`parking.payMode.${mode}`),
        }))}
        {...form.field('payMode')}
      />
    </Form>
  );
}

/** How slips are paid: one by one here, or charged to the phone bill as they arrive. */
export function PayModeCard() {
  const { t } = useTranslation('fixedline');
  return (
    <Card title={t('parking.payModeTitle')} stack>
      <QueryView
        query={useGetParkingPayModeQuery(undefined)}
        loading={t('parking.loadingPayMode')}
        errorTitle={t('parking.payModeError')}
      >
        {(mode) => <PayModeForm current={mode} />}
      </QueryView>
    </Card>
  );
}
