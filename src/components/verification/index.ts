/** The SMS verification-code step (countdown + five boxes), inline or in a dialog; shared by auth and profile. */
export { VerificationCode, type VerificationCodeProps } from './VerificationCode';
export { VerificationCodeModal, type VerificationCodeModalProps } from './VerificationCodeModal';
export { CODE_LENGTH, completeCode, fillDigits, formatCountdown } from './codeDigits';
