/*
 * Mantine's styles for the first screens (login, POS floor), per component instead of the whole
 * 244 KiB styles.css (issue 14 §5). The `.layer` files sit in `@layer mantine`, so the app's own CSS
 * wins whatever order the chunks load in. Dependencies before the components that build on them.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
