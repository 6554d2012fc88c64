import { Form, Input } from 'antd';

export interface TextField<Name extends string = string> {
  name: Name;
  label: string;
  max: number;
  /** The message when it is left empty; optional fields have none. */
  required?: string;
  /** A day (YYYY-MM-DD), picked in the browser's own date field. */
  type?: 'date';
}

/** A form's plain text fields, one under the other; typing starts in the first. */
export const TextFields = ({ fields }: { fields: readonly TextField[] }) =>
  fields.map(({ name, label, max, required, type }, index) => (
    <Form.Item
      key={name}
      label={label}
      name={name}
      rules={required ? [{ required: true, whitespace: true, message: required }] : []}
    >
      <Input autoComplete="off" maxLength={max} autoFocus={index === 0} type={type} />
    </Form.Item>
  ));
