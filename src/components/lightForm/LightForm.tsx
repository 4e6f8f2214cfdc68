/**
 * A small form for the public pages (sign-in screens, contact form): the part of antd Form they use —
 * values, `useRules()` rules (validators, rule functions with `getFieldValue`), validation on change
 * and on submit (`validateTrigger="submit"`: on submit only), `dependencies`, `extra`, `initialValues`, `resetFields`, `validateFields` — without
 * antd Form, rc-form, async-validator, Tooltip and Grid (about 30 KB gzip of the first load; with
 * antd Input and Checkbox, about 50 KB). Fields look like antd's vertical form (lightForm.css).
 *
 *   const [form] = useLightForm<Values>();
 *   <LightForm form={form} initialValues={{ country: 1 }} onFinish={save} aria-label={title}>
 *     <LightField name="mobile" label={label} rules={[rules.required(label)]}><LightInput /></LightField>
 *   </LightForm>
 *
 * Admin screens keep antd Form.
 */
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { FormRule } from 'antd';
import './lightForm.css';

type Values = Record<string, unknown>;

/** The part of antd's FormInstance the public forms use. */
export interface LightFormInstance<V = Values> {
  getFieldValue(name: string): unknown;
  getFieldsValue(): V;
  setFieldsValue(values: Partial<V>): void;
  /** Back to the initial values, errors cleared (all fields, or the named ones). */
  resetFields(names?: string[]): void;
  /** Validates the named fields (all when omitted): resolves with the values, rejects with `{ errorFields }`. */
  validateFields(names?: string[]): Promise<V>;
}

interface FieldMeta {
  rules: FormRule[];
  dependencies: string[];
  /** 'submit': a change does not bring up a message, it only clears (or updates) one an attempt showed */
  validateTrigger: 'change' | 'submit';
}

interface RuleObject {
  required?: boolean;
  message?: ReactNode;
  validator?: (rule: unknown, value: unknown, callback: (error?: string) => void) => Promise<unknown> | void;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

class FormStore<V> implements LightFormInstance<V> {
  private values: Values = {};
  private initial: Values = {};
  private initialised = false;
  private errors: Record<string, string[]> = {};
  private touched = new Set<string>();
  private fields = new Map<string, FieldMeta>();
  private runs = new Map<string, number>();
  private listeners = new Map<string, Set<() => void>>();

  init(initialValues: Partial<V> | undefined) {
    if (this.initialised) return;
    this.initialised = true;
    this.initial = { ...(initialValues as Values) };
    this.values = { ...this.initial, ...this.values };
  }

  subscribe(name: string, listener: () => void) {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
    return () => {
      set.delete(listener);
    };
  }

  private notify(name: string) {
    this.listeners.get(name)?.forEach((listener) => listener());
  }

  register(name: string, meta: FieldMeta) {
    this.fields.set(name, meta);
    return () => {
      if (this.fields.get(name) === meta) this.fields.delete(name);
    };
  }

  errorsOf(name: string): string[] {
    return this.errors[name] ?? [];
  }

  getFieldValue = (name: string) => this.values[name];

  getFieldsValue = () => ({ ...this.values }) as V;

  setFieldsValue = (values: Partial<V>) => {
    Object.assign(this.values, values);
    Object.keys(values).forEach((name) => this.notify(name));
  };

  resetFields = (names?: string[]) => {
    const list = names ?? [...new Set([...Object.keys(this.values), ...this.fields.keys()])];
    for (const name of list) {
      this.values[name] = this.initial[name];
      delete this.errors[name];
      this.touched.delete(name);
      this.runs.set(name, (this.runs.get(name) ?? 0) + 1);
      this.notify(name);
    }
  };

  /**
   * A value typed by the user: stored, then this field and the touched fields that depend on it
   * validate. A field validated on submit only validates again while it shows a message.
   */
  change(name: string, value: unknown) {
    this.values[name] = value;
    this.touched.add(name);
    this.notify(name);
    if (this.fields.get(name)?.validateTrigger !== 'submit' || this.errorsOf(name).length > 0) void this.validate(name);
    for (const [other, meta] of this.fields) {
      if (other !== name && meta.dependencies.includes(name) && this.touched.has(other)) void this.validate(other);
    }
  }

  private async validate(name: string): Promise<string[]> {
    const run = (this.runs.get(name) ?? 0) + 1;
    this.runs.set(name, run);
    const value = this.values[name];
    const errors: string[] = [];
    for (const entry of this.fields.get(name)?.rules ?? []) {
      const rule = (typeof entry === 'function' ? entry(this as never) : entry) as RuleObject;
      try {
        if (rule.validator) {
          await new Promise<void>((resolve, reject) => {
            const result = rule.validator!(rule, value, (error) => (error ? reject(new Error(error)) : resolve()));
            if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(() => resolve(), reject);
          });
        } else if (rule.required && isEmpty(value)) {
          throw new Error(String(rule.message ?? ''));
        }
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    // a later run (a newer value, a reset) wins
    if (this.runs.get(name) === run) {
      if (errors.length) this.errors[name] = errors;
      else delete this.errors[name];
      this.notify(name);
    }
    return errors;
  }

  validateFields = async (names?: string[]) => {
    const list = names ?? [...this.fields.keys()];
    const results = await Promise.all(list.map(async (name) => ({ name: [name], errors: await this.validate(name) })));
    const errorFields = results.filter((result) => result.errors.length > 0);
    if (errorFields.length) throw Object.assign(new Error('validation'), { errorFields, values: this.getFieldsValue() });
    return this.getFieldsValue();
  };
}

/** `const [form] = useLightForm<Values>()`, like antd's `Form.useForm`. */
export function useLightForm<V = Values>(): [LightFormInstance<V>] {
  const [store] = useState(() => new FormStore<V>());
  return [store];
}

interface FormContextValue {
  store: FormStore<unknown>;
  idPrefix: string;
  requiredMark: boolean;
}

const FormContext = createContext<FormContextValue | null>(null);

interface LightFormProps<V> {
  form: LightFormInstance<V>;
  initialValues?: Partial<V>;
  onFinish(values: V): void;
  /** The red asterisk before the label of a field with a `required` rule, as antd draws it (default on). */
  requiredMark?: boolean;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

export function LightForm<V = Values>({ form, initialValues, onFinish, requiredMark = true, children, className, 'aria-label': ariaLabel }: LightFormProps<V>) {
  const store = form as FormStore<V>;
  store.init(initialValues);
  const idPrefix = useId();
  const [context] = useState<FormContextValue>(() => ({ store: store as FormStore<unknown>, idPrefix, requiredMark }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    store.validateFields().then(onFinish, () => undefined);
  };

  return (
    <form noValidate className={`light-form${className ? ` ${className}` : ''}`} onSubmit={submit} aria-label={ariaLabel}>
      <FormContext.Provider value={context}>{children}</FormContext.Provider>
    </form>
  );
}

interface LightFieldProps {
  name: string;
  label?: ReactNode;
  rules?: FormRule[];
  /** Other fields whose change re-validates this one (once it was touched). */
  dependencies?: string[];
  /**
   * 'submit': the field's message appears only when the form is sent (or `validateFields` names it),
   * not when its value changes (a control that empties itself, as a captcha after each send); once
   * shown, a change clears it as soon as the value passes. Default 'change', as antd's Form.Item.
   */
  validateTrigger?: 'change' | 'submit';
  /** Help below the control. */
  extra?: ReactNode;
  /** `checked` for a checkbox. */
  valuePropName?: 'value' | 'checked';
  className?: string;
  /** The control: receives `id`, the value, `onChange` (its own still runs) and `aria-invalid`/`aria-describedby`. */
  children: ReactElement<Record<string, unknown>>;
}

const NO_RULES: FormRule[] = [];
const NO_DEPENDENCIES: string[] = [];

export function LightField({ name, label, rules = NO_RULES, dependencies = NO_DEPENDENCIES, validateTrigger = 'change', extra, valuePropName = 'value', className, children }: LightFieldProps) {
  const context = useContext(FormContext);
  if (!context) throw new Error('LightField outside LightForm');
  const { store, idPrefix, requiredMark } = context;
  const required = requiredMark && rules.some((rule) => typeof rule === 'object' && 'required' in rule && rule.required);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const meta = useRef<FieldMeta>({ rules, dependencies, validateTrigger });
  meta.current.rules = rules;
  meta.current.dependencies = dependencies;
  meta.current.validateTrigger = validateTrigger;

  useEffect(() => store.subscribe(name, rerender), [store, name]);
  useEffect(() => store.register(name, meta.current), [store, name]);

  const id = `${idPrefix}${name}`;
  const errors = store.errorsOf(name);
  const value = store.getFieldValue(name);
  const describedBy = [errors.length ? `${id}_error` : '', extra ? `${id}_extra` : ''].filter(Boolean).join(' ') || undefined;

  // like Form.Item: the form takes the value, then the control's own onChange (the captcha's) still runs
  const ownOnChange = children.props.onChange as ((...args: unknown[]) => void) | undefined;
  const onChange = (next: unknown, ...rest: unknown[]) => {
    const target = next && typeof next === 'object' && 'target' in next ? (next as { target: HTMLInputElement }).target : null;
    store.change(name, target ? (valuePropName === 'checked' ? target.checked : target.value) : next);
    ownOnChange?.(next, ...rest);
  };

  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        [valuePropName]: valuePropName === 'checked' ? Boolean(value) : (value ?? ''),
        onChange,
        'aria-invalid': errors.length ? true : undefined,
        'aria-describedby': describedBy,
      })
    : children;

  return (
    <div className={`light-field${errors.length ? ' light-field--error' : ''}${className ? ` ${className}` : ''}`}>
      {label && (
        <label className={`light-field__label${required ? ' light-field__label--required' : ''}`} htmlFor={id}>
          {label}
        </label>
      )}
      {control}
      {errors.length > 0 && (
        <div className="light-field__error" id={`${id}_error`} role="alert">
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </div>
      )}
      {extra && (
        <div className="light-field__extra" id={`${id}_extra`}>
          {extra}
        </div>
      )}
    </div>
  );
}
