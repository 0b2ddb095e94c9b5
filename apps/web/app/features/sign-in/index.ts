/** The sign-in area's face: the sign-up form's personal details fields, which the details form reuses. */
export { AddressFields, BirthAndPhoneFields, NameFields } from './personal-details-fields.tsx';
