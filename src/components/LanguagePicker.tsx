import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages';
import { clientActions } from '../state/client';
import { useAppDispatch } from '../state/hooks';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          dispatch(clientActions.languageChanged(language));
          void i18n.changeLanguage(language);
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
