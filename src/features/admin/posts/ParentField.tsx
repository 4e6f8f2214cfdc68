/** The optional parent of a post category: a node of the post category tree (not the category itself). */
import { Form, Input } from 'antd';

export function ParentField(_props: { editing?: string }) {
  return (
    <Form.Item name="parent" hidden>
      <Input />
    </Form.Item>
  );
}
