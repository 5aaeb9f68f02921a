/**
 * The API's 400 body for input with one bad field: the message names the field before what is wrong
 * with it, and fieldErrors holds the same words under the field's path.
 */
export function fieldRefusal(field: string, error: string) {
  return { message: `${field}: ${error}`, fieldErrors: { [field]: error } };
}
