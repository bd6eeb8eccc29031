import { z } from 'zod';

/**
 * Zod's fallback messages for fields whose schema sets none. zod's own zh-CN locale answers
 * "无效输入：期望 string，实际接收 object" — Chinese, but with English type names and no field. These
 * name the field (its path in the request, as `errors` keys do) and say what it should be, in Chinese.
 * Messages a schema sets itself (the spec's texts) still win: zod asks a schema's own `error` first.
 */

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '是或否（true/false）',
  array: '列表',
  object: '对象',
  date: '日期',
  null: '空值',
};

const SIZE_UNITS: Record<string, string> = { string: '个字符', array: '项', set: '项', file: '字节' };

type RawIssue = z.core.$ZodRawIssue;

function fieldOf(issue: RawIssue): string {
  const path = (issue.path ?? []).map(String).join('.');
  return path ? `参数${path}` : '请求内容';
}

function message(issue: RawIssue): string {
  const field = fieldOf(issue);
  switch (issue.code) {
    case 'invalid_type': {
      if (!issue.path?.length) return '请求内容应为JSON对象';
      if (issue.input === undefined) return `${field}不能为空`;
      return `${field}应为${TYPE_NAMES[issue.expected] ?? '正确的格式'}`;
    }
    case 'too_big': {
      const unit = SIZE_UNITS[issue.origin ?? ''];
      return unit ? `${field}最多${String(issue.maximum)}${unit}` : `${field}不能大于${String(issue.maximum)}`;
    }
    case 'too_small': {
      const unit = SIZE_UNITS[issue.origin ?? ''];
      if (unit) return Number(issue.minimum) <= 1 ? `${field}不能为空` : `${field}至少${String(issue.minimum)}${unit}`;
      return `${field}不能小于${String(issue.minimum)}`;
    }
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${field}的取值不正确`;
    case 'invalid_format':
      return `${field}的格式不正确`;
    case 'not_multiple_of':
      return `${field}的数值不正确`;
    case 'unrecognized_keys':
      return `${field}含有不认识的字段`;
    default:
      return `${field}不正确`;
  }
}

/** Installs the messages for every schema of the process (zod's configuration is global). */
export function useChineseZodMessages(): void {
  z.config({ customError: message });
}
