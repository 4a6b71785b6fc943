// The zh-CN messages of docs/product/validation.md, spelled once: screens and schemas import them, tests
// spell them out literally so a typo here fails a test.
export const MSG = {
  required: '必填项',
  email: '邮箱格式错误',
  url: 'URL 格式错误',
  mobile: '手机号码格式错误',
  idCard: '身份证格式错误',
  bankCard: '银行卡格式错误',
  money: '金额输入有误',
  smsCode: '短信验证码错误',
  smsCodeRequired: '请输入验证码',
  password: '请输入6-18位的密码',
  loginPassword: '密码至少六位字符',
  recipient: '请输入收件人',
  area: '请选择地区',
  street: '请输入详情地址',
  feedbackContent: '请输入内容',
  reviewContent: '请填写内容',
  reviewMin: '至少要输入8个字',
  reviewMaxImages: '最多只能上传9张',
  reviewImageType: '请确保文件为图像类型',
  orderAddress: '请选择地址',
  /** Where the rule is given without a text: a custom price range whose minimum is not below its maximum. */
  priceOrder: '最低价须低于最高价',
} as const;

export type Message = (typeof MSG)[keyof typeof MSG];
