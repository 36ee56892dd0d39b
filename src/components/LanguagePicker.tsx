import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, LANGUAGES } from '../i18n/languages';
import { setLanguage } from '../i18n/setLanguage';
import { useAppDispatch } from '../state/hooks';

/**
 * The language control: a native select (the phone's own picker, full language names, keyboard
 * and screen readers as usual) laid transparently over a compact face that shows an icon and a
 * short mark, so that it takes a button's width in the header. The icon comes from the caller:
 * the shell's header passes one; the boot-time bar (render-critical) goes without, so that no
 * icon code sits on the path to first content.
 */
export function LanguagePicker({ icon }: { icon?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const current = isLanguage(i18n.language) ? i18n.language : LANGUAGES[0];
  return (
    <div className="language-picker">
      <span className="language-picker__face" aria-hidden="true">
        {icon}
        <span lang={current}>{LANGUAGE_SHORT_NAMES[current]}</span>
      </span>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void setLanguage(language, { dispatch, i18n });
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
