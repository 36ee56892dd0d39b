import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PukCodes } from '../../api/device';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
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
    <Card title={t('puk.codesTitle', { number })} className="mb-stack" stack>
      <Facts
        columns={2}
        items={rows.map(([label, code]) =>
          code
            ? [
                label,
                <span className="mb-code">
                  {shown ? (
                    code
                  ) : (
                    <>
                      <span aria-hidden="true">{HIDDEN}</span>
                      <span className="visually-hidden">{t('puk.hidden')}</span>
                    </>
                  )}
                </span>,
              ]
            : null,
        )}
      />
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
    </Card>
  );
}
