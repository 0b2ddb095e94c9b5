/** The details page, which the confirmation banner's 'Update' opens (as a modal with the capability). */
export const DETAILS_PATH = '/my-account/my-details';
