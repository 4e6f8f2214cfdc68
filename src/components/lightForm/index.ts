/** The public pages' light form (LightForm) and its native controls. */
export { LightField, LightForm, useLightForm, type LightFormInstance } from './LightForm';
export { LightCheckbox, LightDigitsInput, LightInput, LightPassword, LightTextArea, type LightDigitsInputProps } from './LightInputs';
