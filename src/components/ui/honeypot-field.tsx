/**
 * A field people never see or reach and naive bots fill in: a request that arrives with it filled
 * is dropped (src/forms/sending/submit-request.ts). Hidden from assistive technology too.
 */
export function HoneypotField(props: {
  id: string;
  name: string;
  label: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        tabIndex={-1}
        autoComplete="off"
        maxLength={props.maxLength}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
