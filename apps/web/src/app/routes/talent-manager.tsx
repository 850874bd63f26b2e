import { TalentManagerBooking } from '../../features/talent-manager/components/talent-manager-booking';

/** `/<role>/talent-manager`: book, move or cancel a 30-minute call with a talent manager. */
export function TalentManagerRoute() {
  return (
    <div className="page page--wide">
      <title>Talk to a talent manager · Talentport</title>
      <h1>Talk to a talent manager</h1>
      <p className="page__lead">
        Get advice on your profile, your next hire or your search: book a free 30-minute call.
      </p>
      <TalentManagerBooking />
    </div>
  );
}
