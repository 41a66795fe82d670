import './theme/fonts';
export type { ButtonProps } from './components/Button/Button';
export { Button } from './components/Button/Button';
export { palette, themeClass, vars } from './theme/theme.css';
export { projectorThemeClass } from './theme/theme.css';
export type { PaletteColor, ThemeTokens } from './theme/tokens';
export { breakpoints, defaultTokens, onPalette, projectorTokens } from './theme/tokens';
export type { ThemeName } from './theme/themes';
export { themes } from './theme/themes';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { ThemeProvider } from './theme/ThemeProvider';
export type { Sprinkles } from './theme/sprinkles.css';
export { playerGrid, sprinkles } from './theme/sprinkles.css';
export type { TextScaleVariants } from './theme/textScale.css';
export { textScale } from './theme/textScale.css';
export { contrastRatio } from './theme/contrast';
export type { DialogContentProps, DialogRootProps } from './components/Dialog/Dialog';
export { Dialog } from './components/Dialog/Dialog';
export type { TooltipProps, TooltipProviderProps } from './components/Tooltip/Tooltip';
export { Tooltip, TooltipProvider } from './components/Tooltip/Tooltip';
export type { ScrollAreaProps } from './components/ScrollArea/ScrollArea';
export { ScrollArea } from './components/ScrollArea/ScrollArea';
export type { SelectItemProps, SelectRootProps, SelectTriggerProps } from './components/Select/Select';
export { Select } from './components/Select/Select';
export type { ClosedSelectProps } from './components/Select/ClosedSelect';
export { ClosedSelect } from './components/Select/ClosedSelect';
export type { TableCellProps, TableHeaderCellProps } from './components/Table/Table';
export { Table } from './components/Table/Table';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Spinner } from './components/Spinner/Spinner';
export type { IconButtonProps } from './components/IconButton/IconButton';
export { IconButton } from './components/IconButton/IconButton';
export { buttonClassName } from './components/Button/Button';
export type { TextFieldProps } from './components/TextField/TextField';
export { TextField } from './components/TextField/TextField';
export type { TextareaProps } from './components/Textarea/Textarea';
export { Textarea } from './components/Textarea/Textarea';
export type { PictureUploadProps, PictureUploadState } from './components/PictureUpload/PictureUpload';
export { PictureUpload } from './components/PictureUpload/PictureUpload';
export type { FieldProps } from './internal/Field';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { SwitchProps } from './components/Switch/Switch';
export { Switch } from './components/Switch/Switch';
export type { DropdownMenuItemProps, DropdownMenuRootProps } from './components/DropdownMenu/DropdownMenu';
export { DropdownMenu } from './components/DropdownMenu/DropdownMenu';
export type { AlertDialogContentProps } from './components/AlertDialog/AlertDialog';
export { AlertDialog } from './components/AlertDialog/AlertDialog';
export type { ToasterProps } from './components/Toaster/Toaster';
export { Toaster, toast } from './components/Toaster/Toaster';
export type { AlertProps } from './components/Alert/Alert';
export { Alert } from './components/Alert/Alert';
export type { NoticeProps } from './components/Notice/Notice';
export { Notice } from './components/Notice/Notice';
export type { CardRootProps, CardTitleProps } from './components/Card/Card';
export { Card } from './components/Card/Card';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge';
export { Badge } from './components/Badge/Badge';
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
export type { SkeletonProps } from './components/Skeleton/Skeleton';
export { Skeleton } from './components/Skeleton/Skeleton';
export type { LinkRenderProps, RenderLink } from './internal/link';
export type { LogoProps, LogoState } from './components/Logo/Logo';
export { Logo } from './components/Logo/Logo';
export type { HeaderProps } from './components/Header/Header';
export { Header } from './components/Header/Header';
export type { ProfileMenuProps } from './components/ProfileMenu/ProfileMenu';
export { ProfileMenu } from './components/ProfileMenu/ProfileMenu';
export type { ProfileMenuTriggerProps } from './components/ProfileMenu/ProfileMenuTrigger';
export { ProfileMenuTrigger } from './components/ProfileMenu/ProfileMenuTrigger';
export type { FooterProps } from './components/Footer/Footer';
export { Footer } from './components/Footer/Footer';
export type { ShareFeedbackButtonProps } from './components/ShareFeedbackButton/ShareFeedbackButton';
export { ShareFeedbackButton } from './components/ShareFeedbackButton/ShareFeedbackButton';
export type { NewsletterFormProps, NewsletterSubmission } from './components/NewsletterForm/NewsletterForm';
export { NewsletterForm } from './components/NewsletterForm/NewsletterForm';
export type { ControlGroupProps } from './components/ControlGroup/ControlGroup';
export { ControlGroup } from './components/ControlGroup/ControlGroup';
export type { CookieConsentBannerProps } from './components/CookieConsentBanner/CookieConsentBanner';
export { CookieConsentBanner } from './components/CookieConsentBanner/CookieConsentBanner';
export { COOKIE_CHOICE_STORED_ATTRIBUTE } from './components/CookieConsentBanner/cookieChoiceStored';
export type { AppNoticesProps } from './components/AppNotices/AppNotices';
export { AppNotices } from './components/AppNotices/AppNotices';
export type { CookieSettingsDialogProps } from './components/CookieSettingsDialog/CookieSettingsDialog';
export { CookieSettingsDialog } from './components/CookieSettingsDialog/CookieSettingsDialog';
export type { CookieConsent, OptionalCookieCategory } from './components/CookieSettingsDialog/cookieConsent';
export { acceptAllCookies, rejectAllCookies } from './components/CookieSettingsDialog/cookieConsent';
export type { ColorSwatchPickerProps } from './components/game/ColorSwatchPicker/ColorSwatchPicker';
export { ColorSwatchPicker } from './components/game/ColorSwatchPicker/ColorSwatchPicker';
export type { PlayerColorOption, PlayerShape } from './components/game/internal/playerColors';
export { playerColorOptions } from './components/game/internal/playerColors';
export type {
  PlayerSetupEntry,
  PlayerSetupGridProps,
  SetSelectField,
} from './components/game/PlayerSetupGrid/PlayerSetupGrid';
export { PlayerSetupGrid } from './components/game/PlayerSetupGrid/PlayerSetupGrid';
export type { AddPlayerButtonProps } from './components/game/AddPlayerButton/AddPlayerButton';
export { AddPlayerButton } from './components/game/AddPlayerButton/AddPlayerButton';
export type { QuestionSetOption } from './components/game/QuestionSetSelect/questionSetChoice';
export { questionSetLabel } from './components/game/QuestionSetSelect/questionSetChoice';
export type {
  QuestionSetMenuLink,
  QuestionSetSelectProps,
} from './components/game/QuestionSetSelect/QuestionSetSelect';
export { QuestionSetSelect } from './components/game/QuestionSetSelect/QuestionSetSelect';
export type { QuestionSetSelectTriggerProps } from './components/game/QuestionSetSelect/QuestionSetSelectTrigger';
export { QuestionSetSelectTrigger } from './components/game/QuestionSetSelect/QuestionSetSelectTrigger';
export type {
  ScoreboardCountdown,
  ScoreboardPlayer,
  ScoreboardProps,
} from './components/game/Scoreboard/Scoreboard';
export { Scoreboard } from './components/game/Scoreboard/Scoreboard';
export type { TurnHeaderProps } from './components/game/TurnHeader/TurnHeader';
export { TurnHeader } from './components/game/TurnHeader/TurnHeader';
export type { TurnCountdownDisplay, TurnTimerProps } from './components/game/TurnTimer/TurnTimer';
export { TurnTimer } from './components/game/TurnTimer/TurnTimer';
export type {
  MediaStatus,
  QuestionCardProps,
  QuestionMedia,
} from './components/game/QuestionCard/QuestionCard';
export { QuestionCard } from './components/game/QuestionCard/QuestionCard';
export type { AnswerRevealProps, AnswerRevealState } from './components/game/AnswerReveal/AnswerReveal';
export { AnswerReveal } from './components/game/AnswerReveal/AnswerReveal';
export type {
  MultipleChoiceGridProps,
  MultipleChoiceOption,
  MultipleChoiceOptionState,
  MultipleChoicePhase,
} from './components/game/MultipleChoiceGrid/MultipleChoiceGrid';
export {
  MultipleChoiceGrid,
  multipleChoiceOptionState,
  optionGridColumns,
} from './components/game/MultipleChoiceGrid/MultipleChoiceGrid';
export type { AnswerResult, FeedbackOverlayProps } from './components/game/FeedbackOverlay/FeedbackOverlay';
export { FeedbackOverlay } from './components/game/FeedbackOverlay/FeedbackOverlay';
export type { GameScreenProps } from './components/game/GameScreen/GameScreen';
export { GameScreen } from './components/game/GameScreen/GameScreen';
export type { GameHistoryEvent, GameHistoryProps } from './components/game/GameHistory/GameHistory';
export { GAME_HISTORY_HEIGHT, GameHistory } from './components/game/GameHistory/GameHistory';
export type { RepetitionWarningProps } from './components/game/RepetitionWarning/RepetitionWarning';
export { RepetitionWarning } from './components/game/RepetitionWarning/RepetitionWarning';
export type {
  ScrambleWheelProps,
  ScrambleWheelReel,
  ScrambleWheelResult,
  ScrambleWheelStatus,
} from './components/game/ScrambleWheel/ScrambleWheel';
export { ScrambleWheel } from './components/game/ScrambleWheel/ScrambleWheel';
export type {
  WheelOddsPanelOutcome,
  WheelOddsPanelProps,
} from './components/game/WheelOddsPanel/WheelOddsPanel';
export { WheelOddsPanel } from './components/game/WheelOddsPanel/WheelOddsPanel';
export type { UndoButtonProps } from './components/game/UndoButton/UndoButton';
export { UndoButton } from './components/game/UndoButton/UndoButton';
export type {
  ResultsAnswer,
  ResultsPlayer,
  ResultsRankingProps,
} from './components/game/ResultsRanking/ResultsRanking';
export { ResultsRanking } from './components/game/ResultsRanking/ResultsRanking';
export type {
  ResultsDialogContentProps,
  ResultsDialogRankingProps,
  ResultsDialogRootProps,
} from './components/game/ResultsDialog/ResultsDialog';
export { ResultsDialog } from './components/game/ResultsDialog/ResultsDialog';
export type { EducatorTestingBannerProps } from './components/game/EducatorTestingBanner/EducatorTestingBanner';
export { EducatorTestingBanner } from './components/game/EducatorTestingBanner/EducatorTestingBanner';
export { NOT_A_TESTING_HOST_ATTRIBUTE } from './components/game/EducatorTestingBanner/testingHostMark';
export type { ReadAloudButtonProps } from './components/game/ReadAloudButton/ReadAloudButton';
export { READ_ALOUD_UNAVAILABLE, ReadAloudButton } from './components/game/ReadAloudButton/ReadAloudButton';
export type {
  ReadAloudSettingsProps,
  ReadAloudVoice,
} from './components/game/ReadAloudSettings/ReadAloudSettings';
export { ReadAloudSettings } from './components/game/ReadAloudSettings/ReadAloudSettings';
export type { MuteToggleProps, SoundStatus } from './components/game/MuteToggle/MuteToggle';
export { MuteToggle, muteTooltip } from './components/game/MuteToggle/MuteToggle';
export type { NotFoundProps } from './components/NotFound/NotFound';
export { NotFound } from './components/NotFound/NotFound';
export type { ForbiddenProps } from './components/Forbidden/Forbidden';
export { Forbidden } from './components/Forbidden/Forbidden';
export type { SubscriptionStatusCardProps } from './components/SubscriptionStatusCard/SubscriptionStatusCard';
export type {
  SubscriptionAction,
  SubscriptionScenario,
} from './components/SubscriptionStatusCard/subscriptionScenarios';
export { SubscriptionStatusCard } from './components/SubscriptionStatusCard/SubscriptionStatusCard';
export type { PremiumFeatureGateProps } from './components/PremiumFeatureGate/PremiumFeatureGate';
export { PremiumFeatureGate } from './components/PremiumFeatureGate/PremiumFeatureGate';
export type { FeatureUnavailableProps } from './components/FeatureUnavailable/FeatureUnavailable';
export { FeatureUnavailable } from './components/FeatureUnavailable/FeatureUnavailable';
export type {
  FeatureAnalyticsRow,
  FeatureAnalyticsSummaryProps,
} from './components/FeatureAnalyticsSummary/FeatureAnalyticsSummary';
export { FeatureAnalyticsSummary } from './components/FeatureAnalyticsSummary/FeatureAnalyticsSummary';
export type { CopyQuestionSetDialogProps } from './components/CopyQuestionSetDialog/CopyQuestionSetDialog';
export { CopyQuestionSetDialog } from './components/CopyQuestionSetDialog/CopyQuestionSetDialog';
export type { PremiumQuestionBlockProps } from './components/PremiumQuestionBlock/PremiumQuestionBlock';
export { PremiumQuestionBlock } from './components/PremiumQuestionBlock/PremiumQuestionBlock';
export type {
  ImportPreviewOption,
  ImportPreviewProps,
  ImportPreviewRow,
} from './components/ImportPreview/ImportPreview';
export { ImportPreview, importPreviewSummary } from './components/ImportPreview/ImportPreview';
export type {
  KeptGamesFilterOption,
  KeptGamesFilterValues,
  KeptGamesFiltersProps,
} from './components/reports/KeptGamesFilters/KeptGamesFilters';
export { KeptGamesFilters, NO_FILTERS } from './components/reports/KeptGamesFilters/KeptGamesFilters';
export type {
  KeptGamesListProps,
  KeptGameTeamView,
  KeptGameView,
} from './components/reports/KeptGamesList/KeptGamesList';
export { KeptGamesList } from './components/reports/KeptGamesList/KeptGamesList';
export type {
  GameReportFact,
  GameReportProps,
  GameReportTurn,
} from './components/reports/GameReport/GameReport';
export { GameReport } from './components/reports/GameReport/GameReport';
export type {
  HardestQuestionsTableProps,
  HardestQuestionView,
} from './components/reports/HardestQuestionsTable/HardestQuestionsTable';
export { HardestQuestionsTable } from './components/reports/HardestQuestionsTable/HardestQuestionsTable';
export type {
  GameKeepingSettingsProps,
  RetentionOption,
} from './components/reports/GameKeepingSettings/GameKeepingSettings';
export { GameKeepingSettings } from './components/reports/GameKeepingSettings/GameKeepingSettings';
