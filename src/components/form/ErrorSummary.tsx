import './form.css';
import { useTranslation } from 'react-i18next';
import type { SummaryItem } from './useForm';

/**
 * The form's problems at the top, each a link that moves focus to its field. Renders nothing
 * while there is none. Give it `form.summary` and `form.summaryId`.
 */
export function ErrorSummary({ items, id }: { items: readonly SummaryItem[]; id?: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div className="form-summary" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <p className="form-summary__title" id={id ? `${id}-title` : undefined}>
        {t('form.summaryTitle')}
      </p>
      <ul className="form-summary__list">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.id)?.focus();
              }}
            >
              {item.label
                ? t('form.summaryItem', { label: item.label, message: item.message })
                : t('form.summaryMessage', { message: item.message })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
