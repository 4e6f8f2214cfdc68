/**
 * A search box for the public pages without antd's Input (which brings rc-input, the form context and
 * rc-form into the first load): a native search field with a clear button and a search button, in
 * antd's look. Enter or the button searches; clearing searches for '' (as antd's Input.Search does).
 */
import { useState } from 'react';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import './lightSearch.css';

export interface LightSearchProps {
  defaultValue?: string;
  placeholder?: string;
  label: string;
  onSearch: (value: string) => void;
}

export function LightSearch({ defaultValue = '', placeholder, label, onSearch }: LightSearchProps) {
  const intl = useIntl();
  const [value, setValue] = useState(defaultValue);
  return (
    <form
      className="light-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <span className="light-search__field">
        <input
          type="search"
          className="light-search__input"
          value={value}
          placeholder={placeholder}
          aria-label={label}
          onChange={(event) => setValue(event.target.value)}
        />
        {value && (
          <button
            type="button"
            className="light-search__clear"
            aria-label={intl.formatMessage({ id: 'common.clear' })}
            onClick={() => {
              setValue('');
              onSearch('');
            }}
          >
            <CloseCircleFilled aria-hidden />
          </button>
        )}
      </span>
      <button type="submit" className="light-search__button" aria-label={intl.formatMessage({ id: 'common.search' })}>
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}
