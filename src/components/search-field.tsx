import { useId, type ReactNode } from 'react';
import './search-field.css';

type Props = {
  /** Extra class of the <search> landmark, for its page's layout. */
  className: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  placeholder: string;
  /** Read out as it changes (a live region): what the search found. */
  status: string;
  /** Results, shown under the status. */
  children?: ReactNode;
};

/** A labelled search box with a live status line: the checklist search and the site-wide species search. */
export function SearchField({ className, label, value, onChange, onFocus, placeholder, status, children }: Props) {
  const id = useId();
  return (
    <search className={`search-field ${className}`}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-control"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
      />
      <p className="search-field-status" role="status">
        {status}
      </p>
      {children}
    </search>
  );
}
