/**
 * What each documented call is sent, for the OpenAPI document: the zod request schema the mock
 * backend validates that body with (the same object, from src/api/schemas), or, for a multipart
 * call, its JSON part's name and schema and the file parts beside it.
 *
 * A row that is not here is sent no body. A row whose body the client has no schema for (the mock
 * reads one field by hand) says so with `fields`: the field names endpoints.tsv documents, nothing
 * invented. Prism's validating proxy (docs/contract-qa.md) checks the contract run's
 * requests against what this table puts in the document, so a wrong entry fails CI.
 */
import type { z } from 'zod/mini';
import {
  cartAddRequestSchema,
  cartDeleteRequestSchema,
  cartEditRequestSchema,
  changePasswordRequestSchema,
  cityRequestSchema,
  countryRequestSchema,
  couponValidationRequestSchema,
  createInvoiceRequestSchema,
  directionRequestSchema,
  editUserRequestSchema,
  forgotPasswordRequestSchema,
  invoiceListFilterSchema,
  ipAddressFilterSchema,
  loginRequestSchema,
  paymentRequestSchema,
  paymentVerificationRequestSchema,
  postCommentRequestSchema,
  productCommentRequestSchema,
  provinceRequestSchema,
  publishRequestSchema,
  referenceFilterSchema,
  regionRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  reverseGeocodeRequestSchema,
  routeRequestSchema,
  sendEmailRequestSchema,
  settingRequestSchema,
  siteListRequestSchema,
  storeRequestSchema,
  tokenListFilterSchema,
  brandRequestSchema,
} from '@/api/schemas/requests';
import {
  captionRequestSchema,
  directoryRequestSchema,
  enableRequestSchema,
  fileFilterSchema,
  fileInfoRequestSchema,
  multiAddRequestSchema,
  namedFilterSchema,
  newUserRequestSchema,
  permissionRequestSchema,
  roleRequestSchema,
  rolePermissionsRequestSchema,
  userFilterSchema,
  userPasswordResetRequestSchema,
  userRolesRequestSchema,
  userUpdateRequestSchema,
} from '@/api/schemas/peopleRequests';
import {
  buyRequestSchema,
  confirmRequestSchema,
  positionRequestSchema,
  productCategoryRequestSchema,
  productCommentFilterSchema,
  productCommentReplySchema,
  productListFilterSchema,
  productRequestSchema,
  showRequestSchema,
} from '@/api/schemas/catalog';
import {
  pluginFilterSchema,
  pluginRequestSchema,
  postCategoryRequestSchema,
  postCommentFilterSchema,
  postCommentReplySchema,
  postFilterSchema,
  postRequestSchema,
} from '@/api/schemas/contentRequests';
import { couponRequestSchema, invoiceEditRequestSchema } from '@/api/schemas/orders';

export type RequestBody =
  | { json: z.ZodMiniType }
  /** a JSON body the client sends without a schema of its own: the documented field names */
  | { fields: string[] }
  /** `part`: the JSON part; `files`: the file parts' name, `repeated` or one `optional` file */
  | { multipart: { part: string; schema: z.ZodMiniType; files: { name: string; repeated: boolean } } };

const json = (schema: z.ZodMiniType): RequestBody => ({ json: schema });
const multipart = (part: string, schema: z.ZodMiniType, files = { name: 'files', repeated: true }): RequestBody => ({
  multipart: { part, schema, files },
});

const B = 'basicinformation/v1';
const E = 'ecommercemanagement/v1';
const U = 'usermanagement/v1';
const P = 'postmanagement/v1';

/** The reference-data resources (list filter, add/edit body, publish switch). */
const referenceData = Object.fromEntries(
  (
    [
      ['country', json(countryRequestSchema)],
      ['province', json(provinceRequestSchema)],
      ['city', json(cityRequestSchema)],
      ['region', json(regionRequestSchema)],
      ['store', json(storeRequestSchema)],
      ['brand', multipart('brand', brandRequestSchema)],
    ] as const
  ).flatMap(([entity, body]) => [
    [`POST ${B}/${entity}/list`, json(referenceFilterSchema)],
    [`POST ${B}/${entity}`, body],
    [`PUT ${B}/${entity}/{id}`, body],
    [`PUT ${B}/${entity}/{id}/changepublished`, json(publishRequestSchema)],
  ]),
) as Record<string, RequestBody>;

export const REQUEST_BODIES: Record<string, RequestBody> = {
  'POST site/v1/sendEmail': json(sendEmailRequestSchema),
  'POST site/v1/product/list': json(siteListRequestSchema),
  'POST site/v1/product/comment': json(productCommentRequestSchema),
  'POST site/v1/post/list': json(siteListRequestSchema),
  'POST site/v1/post/comment': json(postCommentRequestSchema),

  'POST auth/v1/user/login': json(loginRequestSchema),
  'POST auth/v1/user/register': json(registerRequestSchema),
  'POST auth/v1/user/resetPassword': json(resetPasswordRequestSchema),
  'POST auth/v1/user/forgotPassword': json(forgotPasswordRequestSchema),

  'PUT dashboard/v1/user/editUser/{id}': multipart('user', editUserRequestSchema, { name: 'image', repeated: false }),
  'PUT dashboard/v1/user/changePassword': json(changePasswordRequestSchema),
  'POST dashboard/v1/setting': json(settingRequestSchema),
  'POST dashboard/v1/neshan/address': json(reverseGeocodeRequestSchema),
  'POST dashboard/v1/neshan/direction': json(directionRequestSchema),
  'POST dashboard/v1/user/token/list': json(tokenListFilterSchema),

  [`POST ${E}/cart`]: json(cartAddRequestSchema),
  [`PUT ${E}/cart`]: json(cartEditRequestSchema),
  [`DELETE ${E}/cart`]: json(cartDeleteRequestSchema),
  [`POST ${E}/invoice/list`]: json(invoiceListFilterSchema),
  [`POST ${E}/invoice`]: json(createInvoiceRequestSchema),
  [`PUT ${E}/invoice/{id}`]: json(invoiceEditRequestSchema),
  [`PUT ${E}/invoice/{id}/changepaymented`]: { fields: ['payment'] },
  [`PUT ${E}/invoice/{id}/changepublished`]: json(publishRequestSchema),
  [`POST ${E}/coupon/validationcoupon`]: json(couponValidationRequestSchema),
  [`POST ${E}/payment/request`]: json(paymentRequestSchema),
  [`POST ${E}/payment/verification`]: json(paymentVerificationRequestSchema),
  [`POST ${E}/product/list`]: json(productListFilterSchema),
  [`POST ${E}/product`]: multipart('product', productRequestSchema),
  [`PUT ${E}/product/{id}`]: multipart('product', productRequestSchema),
  [`PUT ${E}/product/{id}/changepublished`]: json(publishRequestSchema),
  [`PUT ${E}/product/{id}/changeshowed`]: json(showRequestSchema),
  [`PUT ${E}/product/{id}/changebuyed`]: json(buyRequestSchema),
  [`PUT ${E}/product/{id}/changeposition`]: json(positionRequestSchema),
  [`POST ${E}/productCategory`]: multipart('category', productCategoryRequestSchema),
  [`PUT ${E}/productCategory/{id}`]: multipart('category', productCategoryRequestSchema),
  [`POST ${E}/productcomment/list`]: json(productCommentFilterSchema),
  [`POST ${E}/productcomment`]: json(productCommentReplySchema),
  [`PUT ${E}/productcomment/{id}/changeconfirmed`]: json(confirmRequestSchema),
  [`POST ${E}/alopeyk/cancel`]: { fields: ['orderId', 'invoiceNumber', 'always'] },
  [`POST ${E}/coupon/list`]: { fields: ['status', 'users', 'date', 'expireAt', 'code', 'percent', 'ceilingPrice'] },
  [`POST ${E}/coupon`]: json(couponRequestSchema),
  [`POST ${E}/ipaddress/list`]: json(ipAddressFilterSchema),

  ...referenceData,
  [`POST ${B}/route`]: json(routeRequestSchema),
  [`PUT ${B}/route/{id}`]: json(routeRequestSchema),

  'POST filemanagement/v1/file/list': json(fileFilterSchema),
  'POST filemanagement/v1/file': multipart('fileInfo', fileInfoRequestSchema),
  'PUT filemanagement/v1/file/{id}': json(fileInfoRequestSchema),
  'POST filemanagement/v1/directory': json(directoryRequestSchema),
  'PUT filemanagement/v1/directory/{id}': json(directoryRequestSchema),

  'POST pluginmanagement/v1/plugin/list': json(pluginFilterSchema),
  'POST pluginmanagement/v1/plugin': multipart('plugin', pluginRequestSchema),
  'PUT pluginmanagement/v1/plugin/{id}': multipart('plugin', pluginRequestSchema),
  'PUT pluginmanagement/v1/plugin/{id}/changepublished': json(publishRequestSchema),

  [`POST ${P}/postcomment/list`]: json(postCommentFilterSchema),
  [`POST ${P}/postcomment`]: json(postCommentReplySchema),
  [`PUT ${P}/postcomment/{id}/changeconfirmed`]: json(confirmRequestSchema),
  [`POST ${P}/post/list`]: json(postFilterSchema),
  [`POST ${P}/post`]: multipart('post', postRequestSchema),
  [`PUT ${P}/post/{id}`]: multipart('post', postRequestSchema),
  [`PUT ${P}/post/{id}/changepublished`]: json(publishRequestSchema),
  [`POST ${P}/postCategory`]: json(postCategoryRequestSchema),
  [`PUT ${P}/postCategory/{id}`]: json(postCategoryRequestSchema),

  [`POST ${U}/user/multiadd`]: json(multiAddRequestSchema),
  [`POST ${U}/user`]: multipart('user', newUserRequestSchema, { name: 'image', repeated: false }),
  [`PUT ${U}/user/{id}`]: json(userUpdateRequestSchema),
  [`POST ${U}/user/list`]: json(userFilterSchema),
  [`PUT ${U}/user/{id}/changeenabled`]: json(enableRequestSchema),
  [`PUT ${U}/user/{id}/resetpassword`]: json(userPasswordResetRequestSchema),
  [`PUT ${U}/user/{id}/role`]: json(userRolesRequestSchema),
  [`POST ${U}/role/list`]: json(namedFilterSchema),
  [`PUT ${U}/role/{id}`]: json(captionRequestSchema),
  [`POST ${U}/role`]: json(roleRequestSchema),
  [`POST ${U}/permission/list`]: json(namedFilterSchema),
  [`PUT ${U}/permission/{id}`]: json(captionRequestSchema),
  [`POST ${U}/permission`]: json(permissionRequestSchema),
  [`POST ${U}/role/{id}/permission/list`]: json(namedFilterSchema),
  [`PUT ${U}/role/{id}/permission`]: json(rolePermissionsRequestSchema),
};
