import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PukCodes } from '../../api/device';
import { Button } from '../../components/Button';
import './mobile.css';

const HIDDEN = '••••••••';

/**
 * The PUK codes, hidden until the customer chooses to show them. They live in this component's
 * state only: never in the store or the browser's storage, and gone when the page is left.
 */
export function PukCodesPanel({ number, codes }: { number: string; codes: PukCodes }) {
  const { t } = useTranslation('mobile');
  const [shown, setShown] = useState(false);
  const rows: [string, string | undefined][] = [
    ['PUK1', codes.puk1],
    ['PUK2', codes.puk2],
  ];
  return (
    <section className="card mb-stack" aria-labelledby="mb-puk-codes">
      <h2 id="mb-puk-codes" className="mb-section-title">
        {t('puk.codesTitle', { number })}
      </h2>
      <dl className="mb-facts">
        {rows.map(([label, code]) =>
          code ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd className="mb-code">
                {shown ? (
                  code
                ) : (
                  <>
                    <span aria-hidden="true">{HIDDEN}</span>
                    <span className="visually-hidden">{t('puk.hidden')}</span>
                  </>
                )}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="form__actions">
        <Button
          variant="secondary"
          aria-pressed={shown}
          onClick={() => {
            setShown(!shown);
          }}
        >
          {t('puk.show')}
        </Button>
      </div>
      <p className="mb-warning">{t('puk.warning')}</p>
    </section>
  );
}
