import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarType, ParkingCar } from '../../api/parking';
import { Card } from '../../components/Card';
import { SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { addDays, isCalendarDate, taipeiToday } from '../../lib/calendarDates';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { useGetParkingCarsQuery, useGetParkingRecordsQuery } from './fixedlineApi';
import { useCarText } from './parkingText';

/** Records look back this many days by default. */
const DEFAULT_DAYS = 60;

interface RecordQuery {
  carType: CarType;
  carId: string;
  startDate: string;
  endDate: string;
}

function RecordsTable({ query }: { query: RecordQuery }) {
  const { t } = useTranslation('fixedline');
  const language = useLanguage();
  return (
    <QueryView
      query={useGetParkingRecordsQuery(query)}
      loading={t('parking.loadingRecords')}
      errorTitle={t('parking.recordsError')}
    >
      {(records) => (
        <DataTable
          caption={t('parking.recordsCaption', {
            plate: query.carId,
            from: formatDate(query.startDate, language),
            to: formatDate(query.endDate, language),
          })}
          rows={records}
          rowKey={(record) => `${record.PMOId}-${record.slipNo}`}
          empty={t('parking.noRecords')}
          columns={[
            {
              key: 'slip',
              header: t('parking.slip'),
              rowHeader: true,
              cell: (record) => record.slipNo,
            },
            { key: 'place', header: t('parking.place'), cell: (record) => record.place },
            {
              key: 'parkedAt',
              header: t('parking.parkedAt'),
              cell: (record) => formatDateTime(record.parkedAt, language),
            },
            {
              key: 'paidAt',
              header: t('parking.paidAt'),
              cell: (record) => formatDateTime(record.paidAt, language),
            },
            {
              key: 'amount',
              header: t('parking.amount'),
              numeric: true,
              cell: (record) => formatMoney(record.amount),
            },
          ]}
        />
      )}
    </QueryView>
  );
}

function RecordsForm({ cars }: { cars: ParkingCar[] }) {
  const { t } = useTranslation('fixedline');
  const carText = useCarText();
  const today = taipeiToday();
  const first = cars[0];
  const initial = {
    car: first ? first.carId : '',
    startDate: addDays(today, -DEFAULT_DAYS),
    endDate: today,
  };
  const [query, setQuery] = useState<RecordQuery | null>(
    first ? { carType: first.carType, carId: first.carId, ...initial } : null,
  );
  const form = useForm(initial, {
    labels: {
      car: t('parking.car'),
      startDate: t('parking.startDate'),
      endDate: t('parking.endDate'),
    },
  });

  function submit(values: typeof initial) {
    const car = cars.find((candidate) => candidate.carId === values.car);
    const valid = form.check({
      car: car ? undefined : t('parking.chooseCar'),
      startDate: isCalendarDate(values.startDate) ? undefined : t('parking.badDate'),
      endDate: !isCalendarDate(values.endDate)
        ? t('parking.badDate')
        : values.endDate < values.startDate
          ? t('parking.endBeforeStart')
          : undefined,
    });
    if (valid && car) setQuery({ carType: car.carType, carId: car.carId, ...values });
    return undefined;
  }

  return (
    <>
      <Form
        form={form}
        aria-label={t('parking.recordsTitle')}
        onSubmit={submit}
        submitLabel={t('parking.show')}
        className="form form--wide"
      >
        <SelectField
          label={t('parking.car')}
          options={cars.map((car) => ({ value: car.carId, label: carText(car) }))}
          {...form.field('car')}
        />
        <TextField label={t('parking.startDate')} type="date" {...form.field('startDate')} />
        <TextField label={t('parking.endDate')} type="date" {...form.field('endDate')} />
      </Form>
      {query ? <RecordsTable query={query} /> : null}
    </>
  );
}

/** Paid slips of one car between two dates. */
export function ParkingRecords() {
  const { t } = useTranslation('fixedline');
  return (
    <Card title={t('parking.recordsTitle')} stack>
      <QueryView
        query={useGetParkingCarsQuery(undefined)}
        loading={t('parking.loadingCars')}
        errorTitle={t('parking.carsError')}
        isEmpty={(cars) => cars.length === 0}
        emptyTitle={t('parking.noCars')}
      >
        {(cars) => <RecordsForm cars={cars} />}
      </QueryView>
    </Card>
  );
}
