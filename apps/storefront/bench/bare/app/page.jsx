export default function Page() {
  return <p>Hello</p>;
}
