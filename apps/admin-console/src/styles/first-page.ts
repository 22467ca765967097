// The styles the first page needs before anything else loads: Mantine's baseline, variables
// and global rules, and the components the sign-in page, the loading screen and the error,
// not-found and access-denied screens render (and the toasts). The rest of Mantine and its
// dropzone come with features/shell/full-styles, which the root route loads
// before any other page renders, so the sign-in page downloads about 10 KB of CSS instead of 24.
//
// Mantine's per-component files, in the order its own styles.css concatenates them (a
// component after those it builds on); full-styles imports every other file in that order, so
// no rule is downloaded twice. All of it goes into Mantine's `mantine` cascade layer (the
// `.layer.css` files), so the app's own styles win whatever order the sheets arrive in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.layer.css';
