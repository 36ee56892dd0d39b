import { useId, type ReactNode } from 'react';

interface Choice {
  value: string;
  label: ReactNode;
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A labelled radio group whose error is announced with it. */
export function ChoiceGroup({ legend, name, choices, value, onChange, error }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset
      className="prepaid-choices"
      data-field={name}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="prepaid-choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
