// Every style sheet of the console's UI libraries that styles/first-page.ts does not load
// already: the rest of the Mantine components the console draws (in the order of its
// styles.css, in its `mantine` layer) and its dropzone's. The root route's
// beforeLoad imports this module before any page but sign-in renders; Vite resolves the import
// once its CSS has loaded.
//
// Components the console never draws are left out (Accordion, Chip, ColorPicker, Drawer,
// Grid, Progress, Rating, Timeline, Tree and the like: about 8 KB gzipped on every page).
// `pnpm size` checks the build: a page that draws a component whose file is missing here
// (a Mantine class named in the code, styled by no sheet) fails it, naming the class.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
// The image fields (ImageDropzone) of the website manager, the profiles and the services.
import '@mantine/dropzone/styles.layer.css';

// A binding of its own keeps this module a chunk (with its style sheet) for the dynamic import.
export const fullStylesLoaded = true;
