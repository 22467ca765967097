// Functions for this resource are being added in this slice.
export {};
