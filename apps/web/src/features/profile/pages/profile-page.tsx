import { maskMobile } from '@vm/domain/mobile-mask';
import type { Profile } from '@vm/contracts/profile';
import { LIMITS } from '@vm/domain/validation';
import { PROFILE_MESSAGES } from '@vm/domain/validation-messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useProfile, useProfileMutations } from '../api/profile-queries';
import { BoundAccounts } from '../components/bound-accounts';
import { EmailModal } from '../components/email-modal';
import styles from '../components/profile.module.css';

/**
 * The email modal opens by itself once per account in this browser while the account has no email;
 * later visits show a quiet prompt above the page instead (issue 26).
 */
const EMAIL_PROMPT_KEY = 'vm.emailPromptShown';

/** True the first time it is asked for this account in this browser (false when storage is blocked). */
function firstEmailPrompt(userId: number): boolean {
  try {
    const shown = (window.localStorage.getItem(EMAIL_PROMPT_KEY) ?? '').split(',');
    if (shown.includes(String(userId))) return false;
    window.localStorage.setItem(EMAIL_PROMPT_KEY, [...shown.filter(Boolean), String(userId)].join(','));
    return true;
  } catch {
    return false;
  }
}

const BASIC_FIELDS = ['name', 'product'] as const;

function BasicForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<{ name: string; product: string }>();
  const showFieldErrors = useServerFieldErrors(form, BASIC_FIELDS);
  const { save } = useProfileMutations();
  const submit = async (values: { name?: string; product?: string }) => {
    const name = values.name?.trim() ?? '';
    if (!name) {
      form.setFields([{ name: 'name', errors: [PROFILE_MESSAGES.nameRequired] }]);
      return;
    }
    try {
      await save.mutateAsync({ name, product: values.product?.trim() ?? '' });
      void toast.success(PROFILE_MESSAGES.saved);
    } catch (error) {
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{ name: profile.name, product: profile.product }}
      onFinish={(values) => void submit(values)}
      data-testid="profile-form"
    >
      <Form.Item label="手机号">
        <Input value={maskMobile(profile.mobile)} disabled aria-label="手机号" />
      </Form.Item>
      <Form.Item label="姓名" name="name" required>
        <Input placeholder="请输入姓名" maxLength={LIMITS.contactName} aria-label="姓名" />
      </Form.Item>
      <Form.Item label="推广产品" name="product" extra="下单和发布需求时自动填入">
        <Input placeholder="例如：新品咖啡" maxLength={LIMITS.product} showCount aria-label="推广产品" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存
      </Button>
    </Form>
  );
}

/**
 * /admin/profile/index (个人资料): name and promoted product, the email (the email modal, which opens by
 * itself once per account and browser while none is saved, then a quiet prompt), and the login password's state.
 */
export function ProfilePage() {
  usePageTitle('个人资料');
  const profile = useProfile();
  const data = profile.data;
  const [emailOpen, setEmailOpen] = useState(false);

  useEffect(() => {
    if (data && !data.email && firstEmailPrompt(data.id)) setEmailOpen(true);
  }, [data]);

  return (
    <AdminFrame title="个人资料" testId="profile-page">
      <QueryState
        query={profile}
        loading={
          <Panel title="个人资料">
            <RowsSkeleton rows={3} />
          </Panel>
        }
      >
        {(data) => (
          <>
            {!data.email && (
              <Alert
                type="info"
                showIcon
                className={styles.emailPrompt}
                data-testid="email-prompt"
                title={
                  <>
                    绑定邮箱并订阅资讯，首次订阅可获赠优惠券。
                    <Button type="link" size="small" className={styles.inlineLink} onClick={() => setEmailOpen(true)}>
                      去绑定
                    </Button>
                  </>
                }
              />
            )}
            <Panel title="基本资料">
              <BasicForm key={`${data.name}\n${data.product}`} profile={data} />
            </Panel>
            <Panel title="账号安全">
              <div className={styles.rows}>
                <div className={styles.row}>
                  <div>
                    <div className={styles.rowTitle}>
                      邮箱 {data.email ? data.is_subscribe ? <Tag color="green">已订阅</Tag> : <Tag>未订阅</Tag> : <Tag>未绑定</Tag>}
                    </div>
                    <div className={styles.muted} data-testid="profile-email">
                      {data.email ?? '绑定邮箱并订阅资讯，首次订阅可获赠优惠券'}
                    </div>
                  </div>
                  <Button onClick={() => setEmailOpen(true)}>{data.email ? '修改邮箱' : '绑定邮箱'}</Button>
                </div>
                <div className={styles.row}>
                  <div>
                    <div className={styles.rowTitle}>登录密码 {data.has_password ? <Tag color="green">已设置</Tag> : <Tag>未设置</Tag>}</div>
                    <div className={styles.muted}>设置后可使用“手机号 + 密码”登录，验证码登录始终可用</div>
                  </div>
                  <Link to={paths.loginPassword()}>
                    <Button>{data.has_password ? '修改密码' : '设置密码'}</Button>
                  </Link>
                </div>
                <div className={styles.row}>
                  <div>
                    <div className={styles.rowTitle}>企业信息 {data.company_id ? <Tag color="green">已填写</Tag> : <Tag>未填写</Tag>}</div>
                    <div className={styles.muted}>企业名称、营业执照、所属行业与地址，展示在企业主页</div>
                  </div>
                  <Link to={paths.companyProfile()}>
                    <Button>{data.company_id ? '查看企业信息' : '完善企业信息'}</Button>
                  </Link>
                </div>
                <BoundAccounts />
              </div>
            </Panel>
            <EmailModal open={emailOpen} userId={data.id} email={data.email} onClose={() => setEmailOpen(false)} />
          </>
        )}
      </QueryState>
    </AdminFrame>
  );
}
