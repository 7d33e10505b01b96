import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { NewProviderPopup } from '../../features/game-play/new-provider/new-provider-popup';
import { useProviders } from '../../features/games/api/get-providers';
import type { ModalComponentProps } from '../../features/modals/modal-registry';
import { useLocalePath } from '../../lib/i18n/use-locale';

/**
 * The `new-provider` modal (platform-core.md §2.4, §4): "later" and the button both close it,
 * which the opener turns into joining the "already shown" group; the button then goes to the
 * provider's games page. Closing first: navigating alone would close it without that step.
 */
export function NewProviderModal({ props, close }: ModalComponentProps) {
  const navigate = useNavigate();
  const toHref = useLocalePath();
  const provider = typeof props.provider === 'string' ? props.provider : '';
  const { data: providers } = useProviders();
  return (
    <NewProviderPopup
      provider={provider}
      providerTitle={providers?.find((entry) => entry.slug === provider)?.title}
      onLater={close}
      onVisit={() => {
        close();
        navigate(toHref(paths.producer.getHref(provider)));
      }}
    />
  );
}
