/*
 * The rest of Mantine's component styles the app uses, loaded with the signed-in shell (after the
 * login, before any signed-in screen renders). mantineStyles.test.ts checks every Mantine
 * component the app imports has its styles in this file or the first screens' one.
 */
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
