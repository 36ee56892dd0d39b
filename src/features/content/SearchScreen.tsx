import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../../components/form/Field';
import { PageFrame } from '../../components/page/PageFrame';
import { paths } from '../../config/paths';
import { SEARCH_QUERY_MAX, searchServices } from '../../lib/serviceSearch';
import { useServiceIndex, type ServiceEntry } from './useServiceIndex';
import './content.css';

/** The most results listed: past these the customer refines the words. */
const RESULTS_SHOWN = 12;

/**
 * Instant search over every service's title and keywords (no call). Keyboard first: the arrow
 * keys move through the results, Enter opens the active one (the best at first). The words stay
 * in the address (?q=), so Back returns to the same results.
 */
export default function SearchScreen() {
  const { t } = useTranslation(['content', 'titles', 'common']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const services = useServiceIndex();
  const [active, setActive] = useState(0);
  const listId = useId();
  const results = useMemo(() => {
    const byKey = new Map(services.map((service) => [service.key, service]));
    return searchServices(services, query)
      .slice(0, RESULTS_SHOWN)
      .flatMap((match) => byKey.get(match.key) ?? []);
  }, [services, query]);
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${String(index)}`;
  const typed = query.trim() !== '';

  function open(service: ServiceEntry | undefined) {
    if (service) void navigate(service.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(results[activeIndex]);
    } else if (event.key === 'Escape' && typed) {
      event.preventDefault();
      setParams({}, { replace: true });
    }
  }

  return (
    <PageFrame title={t('titles:search')}>
      <div className="service-search" role="search">
        <TextField
          label={t('search.label')}
          hint={t('search.hint')}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="go"
          maxLength={SEARCH_QUERY_MAX}
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
          value={query}
          onChange={(event) => {
            setActive(0);
            setParams(event.target.value === '' ? {} : { q: event.target.value }, {
              replace: true,
            });
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="service-search__count" role="status">
        {typed ? t('search.count', { count: results.length }) : ''}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        className="service-search__results"
        hidden={results.length === 0}
      >
        {results.map((service, index) => (
          <div
            key={service.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="service-search__option"
            tabIndex={-1}
            onClick={() => {
              open(service);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') open(service);
            }}
            onMouseMove={() => {
              setActive(index);
            }}
          >
            <span className="service-search__title">{service.title}</span>
            <span className="service-search__domain">{t(`common:domains.${service.domain}`)}</span>
          </div>
        ))}
      </div>
      {typed && results.length === 0 ? (
        <div className="notice" role="note">
          <p>{t('search.none', { query: query.trim() })}</p>
          <Link to={paths.allItems}>{t('search.allItems')}</Link>
        </div>
      ) : null}
      {!typed ? (
        <p>
          <Link to={paths.allItems}>{t('search.allItems')}</Link>
        </p>
      ) : null}
    </PageFrame>
  );
}
