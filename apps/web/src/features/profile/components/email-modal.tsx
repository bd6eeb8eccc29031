import { CheckCircleFilled } from '@ant-design/icons';
import type { RewardCoupon } from '@vm/contracts/profile';
import { emailError } from '@vm/domain/form-validation';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { useProfileMutations } from '../api/profile-queries';
import styles from './profile.module.css';

interface Values {
  email?: string;
  is_subscribe?: boolean;
}

const EMAIL_FIELDS = ['email'] as const;

/**
 * The email modal (docs/spec/product-spec.md sections 4 and 5): 请输入邮箱 / 请输入有效的邮箱; on success it switches to
 * a ready view (with the email coupon when this first subscription earned it), and the last click marks
 * the email as saved (email_saved/{id}/coupon) and closes.
 */
export function EmailModal({ open, userId, email, onClose }: { open: boolean; userId: number; email: string | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, EMAIL_FIELDS);
  const { saveEmail, emailSaved } = useProfileMutations();
  const [ready, setReady] = useState<{ email: string; subscribed: boolean; coupon: RewardCoupon | null } | null>(null);

  const close = () => {
    setReady(null);
    onClose();
  };

  const submit = async (values: Values) => {
    const problem = emailError(values.email);
    if (problem) {
      form.setFields([{ name: 'email', errors: [problem] }]);
      return;
    }
    try {
      const saved = await saveEmail.mutateAsync({ userId, body: { email: values.email!.trim(), is_subscribe: values.is_subscribe ?? false } });
      setReady({ email: saved.email, subscribed: saved.is_subscribe, coupon: saved.coupon });
    } catch (error) {
      if (!showFieldErrors(error)) form.setFields([{ name: 'email', errors: [errorMessage(error)] }]);
    }
  };

  const finish = async () => {
    if (ready?.subscribed) await emailSaved.mutateAsync(userId).catch(() => undefined);
    close();
  };

  return (
    <Modal title={ready ? null : email ? '修改邮箱' : '绑定邮箱'} open={open} onCancel={close} footer={null} destroyOnHidden width={440}>
      {ready ? (
        <div className={styles.ready} data-testid="email-ready">
          <CheckCircleFilled className={styles.readyIcon} />
          <h3>邮箱已保存</h3>
          <p>{ready.email}</p>
          {ready.coupon ? (
            <p className={styles.coupon}>
              订阅成功，已获得「{ready.coupon.text}」{formatYuan(ready.coupon.amount)}，可在“我的优惠券”中查看
            </p>
          ) : (
            ready.subscribed && <p className={styles.muted}>您已订阅平台资讯邮件</p>
          )}
          <Button type="primary" block loading={emailSaved.isPending} onClick={() => void finish()}>
            完成
          </Button>
        </div>
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ email: email ?? '', is_subscribe: true }}
          onFinish={(values) => void submit(values)}
        >
          <p className={styles.muted}>绑定邮箱，及时获取订单通知与平台活动资讯；首次订阅可获赠邮箱专享优惠券。</p>
          <Form.Item name="email" label="邮箱">
            <Input
              placeholder="请输入邮箱"
              maxLength={120}
              autoComplete="email"
              aria-label="邮箱"
              onChange={() => form.setFields([{ name: 'email', errors: [] }])}
            />
          </Form.Item>
          <Form.Item name="is_subscribe" valuePropName="checked">
            <Checkbox>订阅平台资讯邮件</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={saveEmail.isPending}>
            保存
          </Button>
        </Form>
      )}
    </Modal>
  );
}
