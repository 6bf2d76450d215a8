import "server-only";
import { ImageResponse } from "next/og";
import QRCode from "qrcode";
import type { Receipt } from "./receipt-data";

// The receipt as a PNG, drawn by next/og (Satori) in its bundled Geist font. Geist has no naira sign (its slot
// is empty), so ₦ is drawn as an N with two strokes, as in the PDF.

/** The text with each naira sign drawn as a small SVG of the sign, the height of a capital letter. */
function WithNaira({ text }: { text: string }) {
  const parts = text.split("\u20a6");
  return (
    <span style={{ display: "flex", alignItems: "center" }}>
      {parts.flatMap((part, index) => [
        ...(index > 0
          ? [
              <svg
                key={`sign${index}`}
                width="0.62em"
                height="0.74em"
                viewBox="0 0 62 74"
                style={{ margin: "0 0.04em" }}
              >
                <path d="M14 72V2L48 72V2M2 30H60M2 44H60" stroke="currentColor" strokeWidth="7" fill="none" />
              </svg>,
            ]
          : []),
        ...(part ? [<span key={`text${index}`}>{part}</span>] : []),
      ])}
    </span>
  );
}

const WIDTH = 720;
const ROW_HEIGHT = 64;

const TONES: Record<string, string> = {
  Completed: "#15803d",
  Pending: "#a16207",
  Held: "#a16207",
  Failed: "#b91c1c",
  Reversed: "#b91c1c",
};

export async function receiptImage(receipt: Receipt, headers: HeadersInit): Promise<Response> {
  const qr = await QRCode.toDataURL(receipt.link, { margin: 1, width: 200, errorCorrectionLevel: "M" });
  const height = 700 + receipt.rows.length * ROW_HEIGHT;
  const tone = TONES[receipt.state] ?? "#334155";
  return new ImageResponse(
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width: "100%",
        height: "100%",
        background: "#f1f5f9",
        padding: 32,
        fontSize: 26,
        color: "#0f172a",
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flex: 1,
          background: "#ffffff",
          borderRadius: 28,
          padding: 40,
        }}
      >
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
          <div style={{ fontSize: 44, fontWeight: 700, color: "#4f46e5", letterSpacing: -1 }}>Veil</div>
          <div style={{ fontSize: 24, color: "#64748b" }}>{receipt.title}</div>
        </div>
        <div
          style={{ display: "flex", flexDirection: "column", alignItems: "center", marginTop: 36, marginBottom: 28 }}
        >
          <div style={{ display: "flex", fontSize: 60, letterSpacing: -1 }}>
            <WithNaira text={receipt.amount} />
          </div>
          <div
            style={{
              display: "flex",
              marginTop: 14,
              padding: "6px 20px",
              borderRadius: 999,
              color: tone,
              border: `2px solid ${tone}`,
            }}
          >
            {receipt.status}
          </div>
        </div>
        {receipt.rows.map(([label, value]) => (
          <div
            key={label}
            style={{
              display: "flex",
              justifyContent: "space-between",
              height: ROW_HEIGHT,
              alignItems: "center",
              borderTop: "1px solid #e2e8f0",
            }}
          >
            <div style={{ color: "#64748b", flexShrink: 0, marginRight: 24 }}>{label}</div>
            <div style={{ display: "flex", fontSize: value.length > 24 ? 20 : 26, justifyContent: "flex-end" }}>
              <WithNaira text={value} />
            </div>
          </div>
        ))}
        <div style={{ display: "flex", flexDirection: "column", borderTop: "1px solid #e2e8f0", paddingTop: 16 }}>
          <div style={{ color: "#64748b" }}>{receipt.words.reference}</div>
          <div style={{ fontSize: 28, marginTop: 6, letterSpacing: 1 }}>{receipt.reference}</div>
        </div>
        <div style={{ display: "flex", alignItems: "center", marginTop: 28, gap: 24 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image */}
          <img src={qr} width={170} height={170} alt="" />
          <div style={{ display: "flex", flexDirection: "column", flex: 1, fontSize: 20, color: "#475569" }}>
            <div>{receipt.words.verifyLine}</div>
            <div style={{ color: "#4f46e5", marginTop: 6, wordBreak: "break-all" }}>{receipt.link}</div>
            <div style={{ marginTop: 10 }}>{receipt.words.verifyHint}</div>
          </div>
        </div>
      </div>
    </div>,
    { width: WIDTH, height, headers },
  );
}
