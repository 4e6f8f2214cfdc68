/** Form building blocks: the rules library and the digit-aware inputs. */
export { createRules, useRules, type Rules } from './useRules';
export { DigitsInput, normalizeDigitsText, type DigitsInputProps } from './DigitsInput';
export { NumericInput, type NumericInputProps } from './NumericInput';
export { MobileInput, type MobileInputProps } from './MobileInput';
