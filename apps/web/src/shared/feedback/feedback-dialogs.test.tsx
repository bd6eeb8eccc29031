import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../test/test-app';
import { ErrorReportDialog } from './error-report-dialog';
import { SuggestionDialog } from './suggestion-dialog';

let api: ReturnType<typeof fakeApi>;
const posted = () =>
  api.mock.calls
    .filter(([input, init]) => String(input).startsWith('/api/feedbacks') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('feedback dialogs', () => {
  beforeEach(() => {
    api = fakeApi((url) => {
      if (url.pathname === '/api/feedbacks') return { result: { id: 1 } };
      if (url.pathname === '/api/fast/search') {
        return {
          result: {
            additional_types: [],
            data: [{ name: '静安大悦城中庭', id: 11, top_physical_id: 11, community_id: 2, community_name: '静安大悦城', type: 'physical_resource' }],
          },
        };
      }
      return undefined;
    });
  });
  afterEach(() => cleanup());

  it('suggestion: required with 请您输入建议后提交, then thanks and closes after about 1.5 s', async () => {
    const onClose = vi.fn();
    renderWithApp(<SuggestionDialog open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '提交建议' }));
    expect(await screen.findByText('请您输入建议后提交')).toBeTruthy();
    expect(posted()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('您的建议'), { target: { value: '希望增加更多城市' } });
    fireEvent.click(screen.getByRole('button', { name: '提交建议' }));
    expect(await screen.findByText('非常感谢您的反馈，我们会尽快核实')).toBeTruthy();
    expect(posted()).toEqual([{ content: '希望增加更多城市', feedback_type: 2 }]);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('error report: a matched resource and the content are both required', async () => {
    renderWithApp(<ErrorReportDialog open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '提交纠错' }));
    expect(await screen.findByText('请选择匹配的资源')).toBeTruthy();
    expect(await screen.findByText('请输入纠错内容')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('error report: sends feedback_type 1 with the chosen venue', async () => {
    renderWithApp(<ErrorReportDialog open onClose={() => undefined} />);
    const picker = screen.getByRole('combobox');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '静安' } });
    fireEvent.click(await screen.findByText('静安大悦城中庭', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(screen.getByLabelText('纠错内容'), { target: { value: '地址写错了' } });
    fireEvent.click(screen.getByRole('button', { name: '提交纠错' }));
    expect(await screen.findByText('非常感谢您的反馈，我们会尽快核实')).toBeTruthy();
    expect(posted()).toEqual([{ content: '地址写错了', feedback_type: 1, resource_id: 11 }]);
  });
});
