/**
 * The size floor of DESIGN.md ("Measured floors"): a bare page with antd Layout, Table, Form, Input,
 * Button, Modal, DatePicker, Menu and notification, fa and rtl. `npm run size` builds it with the
 * project's own versions and compares the app's first loads against it.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider, DatePicker, Form, Input, Layout, Menu, Modal, Table, notification } from 'antd';
import faIR from 'antd/locale/fa_IR';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <Layout>
      <Layout.Header>
        <Menu mode="horizontal" items={[{ key: 'home', label: 'خانه' }, { key: 'shop', label: 'فروشگاه' }]} />
      </Layout.Header>
      <Layout.Content>
        <Form layout="vertical" onFinish={() => notification.success({ title: 'ok' })}>
          <Form.Item name="name" label="نام" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="date" label="تاریخ">
            <DatePicker />
          </Form.Item>
          <Button htmlType="submit" type="primary">ثبت</Button>
        </Form>
        <Table rowKey="id" dataSource={[{ id: 1, name: 'x' }]} columns={[{ title: 'نام', dataIndex: 'name' }]} />
        <Button onClick={() => setOpen(true)}>باز</Button>
        <Modal open={open} onCancel={() => setOpen(false)}>محتوا</Modal>
      </Layout.Content>
    </Layout>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider direction="rtl" locale={faIR}>
    <Page />
  </ConfigProvider>,
);
