import { Icon } from '@/components/icons/Icon';
import { CurvedText } from '@/components/widgets/CurvedText';
import { VideoPopup } from '@/components/widgets/VideoPopup';
import { showreel } from '@/src/content/pages/home';
import styles from './Sections.module.css';

/** The intro video link: a play button ringed by curved text that opens the showreel. */
export function ShowreelButton({ text = 'Watch our showreel · Watch our showreel · ' }: { text?: string }) {
  return (
    <VideoPopup video={showreel} triggerLabel="Play our showreel video" className={styles.showreel}>
      <CurvedText text={text} className={styles.showreelRing}>
        <span className={styles.play}>
          <Icon name="play" size={26} />
        </span>
      </CurvedText>
    </VideoPopup>
  );
}
