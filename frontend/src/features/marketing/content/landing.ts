export interface Step {
  title: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  place: string;
}

export const howItWorksSteps: Step[] = [
  {
    title: "Create your profile",
    text:
      "Sign up as a church, speaker or musician. Churches introduce their congregation and " +
      "ministry; speakers and musicians share their background, style, availability and samples.",
  },
  {
    title: "Post an opportunity or browse and apply",
    text:
      "Churches post guest preaching, worship leading, conference and youth event opportunities. " +
      "Speakers and musicians browse open opportunities and apply to the ones that fit.",
  },
  {
    title: "Connect and confirm the booking",
    text:
      "Message each other on Steeple, agree on the details, and send or accept an offer. " +
      "Everyone knows where things stand, and the date is confirmed.",
  },
];

export const testimonials: Testimonial[] = [
  {
    quote:
      "We used to spend weeks calling around whenever our pastor was away. With Steeple we " +
      "posted our summer dates and had three strong worship leaders to choose from within a " +
      "few days.",
    name: "Rebecca Hollander",
    role: "Worship Pastor, Grace Fellowship",
    place: "Dayton, Ohio",
  },
  {
    quote:
      "Most of my invitations used to come from churches I already knew. Steeple has opened " +
      "doors to congregations I never would have met, and the messaging keeps every detail in " +
      "one place.",
    name: "Marcus Ellery",
    role: "Itinerant Speaker and Bible Teacher",
    place: "Louisville, Kentucky",
  },
  {
    quote:
      "As a worship musician, I finally have a profile that shows churches my sound and my " +
      "heart. I've booked retreats and youth weekends I would never have heard about otherwise.",
    name: "Naomi Castellanos",
    role: "Worship Leader and Songwriter",
    place: "Indianapolis, Indiana",
  },
];
