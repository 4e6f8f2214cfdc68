/** Form building blocks: the rules library, the digit-aware inputs and the focus on a failed save. */
export { createRules, useRules, type Rules } from './useRules';
export { DigitsInput, normalizeDigitsText, type DigitsInputProps } from './DigitsInput';
export { NumericInput, type NumericInputProps } from './NumericInput';
export { MobileInput, type MobileInputProps } from './MobileInput';
export { useErrorFocus, errorSummary, revealField, type FieldInError } from './useErrorFocus';
