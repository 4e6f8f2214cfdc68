/**
 * The address of a user with its map (spec §4 "User edit location flow"): shared by the customer
 * profile (/edit-user) and the admin user edit. The map inside is lazy (LazyMapView).
 */
export { LocationFields, AddressNumberFields } from './LocationFields';
export { useLocationFlow, type LocationFlow } from './useLocationFlow';
export { OTHER_REGION, initialLocationValues, sameName, toLocationRequest, type LocationValues } from './locationForm';
