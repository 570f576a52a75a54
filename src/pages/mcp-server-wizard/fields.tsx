import { CheckboxGroupControl, RadioGroupControl, SecretControl, SegmentedControlField, SelectControl, SwitchControl, TagListControl, TextareaControl } from '../../forms/controls';
import { TextControl, useFieldControl } from '../../forms/text-control';
import type { McpServerFormValues } from '../../forms/mcp-server-form';

// The wizard's fields are the shared controls, typed by the wizard's values.
export const TextField = TextControl<McpServerFormValues>;
export const TextareaField = TextareaControl<McpServerFormValues>;
export const SecretField = SecretControl<McpServerFormValues>;
export const TagsField = TagListControl<McpServerFormValues>;
export const SelectField = SelectControl<McpServerFormValues>;
export const SwitchField = SwitchControl<McpServerFormValues>;
export const RadioGroupField = RadioGroupControl<McpServerFormValues>;
export const SegmentedField = SegmentedControlField<McpServerFormValues>;
export const CheckboxGroupField = CheckboxGroupControl<McpServerFormValues>;
export const useWizardField = useFieldControl<McpServerFormValues>;
