import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { RadioGroup, SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { QueryView } from '../../components/page/QueryView';
import { formatCountry } from '../../lib/countryNames';
import { formatDate } from '../../lib/format';
import { PassList } from './PassList';
import { ROAMING_COUNTRY_CODES } from './roamingCountries';
import { checkTrip, taipeiToday, type Trip, type TripInput, type TripMode } from './roamingDates';
import { useGetCountryByIpQuery, useGetRoamingPlanSuggestionQuery } from './roamingApi';
import { Card } from '../../components/Card';

/**
 * The pass finder: country (the IP's country by default), start date, then a number of days or
 * an end date. Dates are Taipei dates; a start in the past or an end before the start is refused
 * at its field and asks nothing.
 */
export function PassFinder({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const today = taipeiToday();
  const ipCountry = useGetCountryByIpQuery({ deviceNo });
  const form = useForm<TripInput>(
    { country: '', startDate: today, mode: 'days', days: '5', endDate: '' },
    {
      labels: {
        country: t('finder.country'),
        startDate: t('finder.start'),
        days: t('finder.days'),
        endDate: t('finder.end'),
      },
    },
  );
  const [trip, setTrip] = useState<Trip | null>(null);
  const searchResult = useGetRoamingPlanSuggestionQuery(
    trip
      ? {
          deviceNo,
          country: trip.country,
          startDate: trip.startDate,
          endDate: trip.endDate,
          travelDay: trip.days,
        }
      : skipToken,
  );

  const defaultCountry = ipCountry.data?.country;
  const { values, setValue } = form;
  useEffect(() => {
    if (values.country === '' && defaultCountry && ROAMING_COUNTRY_CODES.includes(defaultCountry)) {
      setValue('country', defaultCountry);
    }
  }, [defaultCountry, values.country, setValue]);

  const submit = (input: typeof form.values) => {
    const checked = checkTrip(input, taipeiToday());
    const errors = checked.ok ? {} : checked.errors;
    const messages = Object.fromEntries(
      Object.entries(errors).map(([field, key]) => [field, t(`finder.errors.${key}`)]),
    );
    if (form.check(messages) && checked.ok) setTrip(checked.trip);
    return undefined;
  };

  const countries = ROAMING_COUNTRY_CODES.map((code) => ({
    value: code,
    label: formatCountry(code, language),
  })).sort((a, b) => a.label.localeCompare(b.label, language));

  const modes: { value: TripMode; label: string }[] = [
    { value: 'days', label: t('finder.modeDays') },
    { value: 'end', label: t('finder.modeEnd') },
  ];

  return (
    <Card title={t('finder.heading')} className="roaming-section" plain stack>
      <Form
        form={form}
        onSubmit={submit}
        submitLabel={t('finder.search')}
        summary={false}
        actionsClassName="roaming-actions"
        className="roaming-finder"
      >
        <SelectField
          {...form.field('country')}
          label={t('finder.country')}
          hint={defaultCountry ? t('finder.countryHint') : undefined}
          placeholder={t('finder.countryPlaceholder')}
          options={countries}
        />
        <TextField
          {...form.field('startDate')}
          type="date"
          label={t('finder.start')}
          hint={t('finder.startHint', { today: formatDate(today, language) })}
          min={today}
        />
        <RadioGroup
          {...form.field('mode')}
          name="roaming-trip-mode"
          label={t('finder.mode')}
          options={modes}
        />
        {form.values.mode === 'days' ? (
          <TextField
            {...form.field('days')}
            inputMode="numeric"
            label={t('finder.days')}
            hint={t('finder.daysHint')}
          />
        ) : (
          <TextField
            {...form.field('endDate')}
            type="date"
            label={t('finder.end')}
            min={form.values.startDate || today}
          />
        )}
      </Form>
      {trip ? (
        <div className="roaming-results">
          <QueryView
            query={searchResult}
            loading={t('finder.loading')}
            errorTitle={t('finder.error')}
            isEmpty={(suggestion) => suggestion.plans.length === 0}
            emptyTitle={t('finder.empty', { country: formatCountry(trip.country, language) })}
            emptyBody={t('finder.emptyBody')}
          >
            {(suggestion) => <PassList deviceNo={deviceNo} trip={trip} plans={suggestion.plans} />}
          </QueryView>
        </div>
      ) : null}
    </Card>
  );
}
