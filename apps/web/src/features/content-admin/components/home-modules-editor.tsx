import type { HomeModule } from '@vm/contracts/content';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { useContentBlock, useSaveContentBlock } from '../api/content-admin-queries';

const WHAT: Record<HomeModule['key'], string> = {
  category: '按场地类型筛选',
  trading_area: '按热门商圈筛选',
  subsidy: '有补贴的场地',
  no_deposit: '免押金的场地',
};

/** The home page's module tabs: their names, order and which are shown. */
export function HomeModulesEditor() {
  const block = useContentBlock('home_modules');
  const save = useSaveContentBlock('home_modules');
  const [modules, setModules] = useState<HomeModule[]>([]);
  useEffect(() => {
    if (block.data) setModules(block.data);
  }, [block.data]);
  if (block.isError) return <LoadError error={block.error} onRetry={() => void block.refetch()} />;
  if (!block.data) return <RowsSkeleton rows={4} />;
  const update = (index: number, change: Partial<HomeModule>) =>
    setModules((current) => current.map((module, i) => (i === index ? { ...module, ...change } : module)));
  const move = (index: number, to: number) =>
    setModules((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(to, 0, item!);
      return next;
    });
  const submit = async () => {
    try {
      await save.mutateAsync(modules.map((module) => ({ ...module, label: module.label.trim() })));
      void toast.success('保存成功');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  return (
    <div>
      {modules.map((module, index) => (
        <Space key={module.key} style={{ display: 'flex', marginBottom: 12 }} wrap>
          <Input
            value={module.label}
            maxLength={10}
            style={{ width: 160 }}
            onChange={(event) => update(index, { label: event.target.value })}
            aria-label={`${WHAT[module.key]}名称`}
          />
          <span style={{ width: 130, color: 'var(--ink-3)' }}>{WHAT[module.key]}</span>
          <Switch checked={module.enabled} onChange={(enabled) => update(index, { enabled })} checkedChildren="显示" unCheckedChildren="隐藏" />
          <Button disabled={index === 0} onClick={() => move(index, index - 1)} aria-label="上移">
            ↑
          </Button>
          <Button disabled={index === modules.length - 1} onClick={() => move(index, index + 1)} aria-label="下移">
            ↓
          </Button>
        </Space>
      ))}
      <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
        保存首页模块
      </Button>
    </div>
  );
}
