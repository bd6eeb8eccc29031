import InputNumber from 'antd/es/input-number';

/** A money box: typed in yuan as an exact string (two decimals at most), sent in fen by the form's code. */
export function YuanInput(props: { value?: string; onChange?: (value: string | null) => void; placeholder?: string; 'aria-label'?: string; width?: number }) {
  const { width = 140, ...rest } = props;
  return <InputNumber<string> {...rest} stringMode min="0" precision={2} suffix="元" style={{ width }} />;
}
