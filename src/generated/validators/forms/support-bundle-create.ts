// @ts-nocheck
export const v0 = validate21;const schema6 = {"type":"object","properties":{"user_comment":{"type":"string"}},"$id":"-5ee27807"};function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){/*# sourceURL="-5ee27807" */;let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.user_comment !== undefined){if(typeof data.user_comment !== "string"){const err0 = {instancePath:instancePath+"/user_comment",schemaPath:"#/properties/user_comment/type",keyword:"type",params:{type: "string"}};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}}else {const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}validate21.errors = vErrors;return errors === 0;}
export const validators = {
  "-5ee27807": v0,
}
