"use client";

import * as React from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { CameraIcon, CheckCircle2Icon, Loader2Icon, RotateCcwIcon, UploadIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { toastFailure } from "@/components/forms/toast-failure";
import { messageOr, postBody } from "@/lib/http/post-json";
import { cn } from "@/lib/utils";
import { cameraProblem, photoAsJpeg, squareJpeg } from "./square-jpeg";

type Phase = "idle" | "starting" | "camera" | "still" | "processing" | "verified";

/**
 * "Take Selfie Verification": the front camera in a dialog with a face guide, a still (the middle square, a
 * JPEG under 1 MB) shown with Retake and Use Photo; Use Photo sends the JPEG itself to `url`, which matches it
 * with the photo on the person's identity record. Where the camera cannot open (none, refused, not a secure
 * page) the person is told why and uploads a photo instead, sent the same way. The camera stops when the
 * dialog closes.
 */
export function SelfieCapture<T>({
  url,
  verified = false,
  onVerified,
  label,
}: {
  url: string;
  /** Already matched: the button says Verified and nothing is asked again. */
  verified?: boolean;
  onVerified: (answer: T) => void;
  label?: string;
}) {
  const t = useTranslations("identity.selfie");
  const tc = useTranslations("identity");
  const [open, setOpen] = React.useState(false);
  const [phase, setPhase] = React.useState<Phase>(verified ? "verified" : "idle");
  const [noCamera, setNoCamera] = React.useState<string | null>(null);
  const [still, setStill] = React.useState<{ blob: Blob; src: string } | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  /** The live picture has its first frame: Capture has something to take. */
  const [live, setLive] = React.useState(false);
  const video = React.useRef<HTMLVideoElement>(null);
  const canvas = React.useRef<HTMLCanvasElement>(null);
  const stream = React.useRef<MediaStream | null>(null);

  const stopCamera = React.useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  const showStill = React.useCallback((blob: Blob) => {
    setStill((before) => {
      if (before) URL.revokeObjectURL(before.src);
      return { blob, src: URL.createObjectURL(blob) };
    });
    setPhase("still");
  }, []);

  const clearStill = React.useCallback(() => {
    setStill((before) => {
      if (before) URL.revokeObjectURL(before.src);
      return null;
    });
  }, []);

  // The camera runs while the dialog is open, and only then.
  React.useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setPhase("starting");
    setNoCamera(null);
    if (!window.isSecureContext) {
      setNoCamera(t("noHttps"));
      setPhase("camera");
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setNoCamera(tc("camera.notAllowed"));
      setPhase("camera");
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "user" }, audio: false })
      .then((media) => {
        if (cancelled) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream.current = media;
        setPhase("camera");
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setNoCamera(tc(cameraProblem(error)));
        setPhase("camera");
      });
    return () => {
      cancelled = true;
      stopCamera();
    };
  }, [open, stopCamera, t, tc]);

  // The live picture: attached once the video element is on screen (after "starting", and after a Retake).
  React.useEffect(() => {
    const element = video.current;
    if (phase !== "camera" || !element || !stream.current) return;
    if (element.srcObject !== stream.current) {
      setLive(false);
      element.srcObject = stream.current;
    }
    void element.play().catch(() => undefined);
  }, [phase]);

  React.useEffect(() => () => clearStill(), [clearStill]);

  const capture = async () => {
    const element = video.current;
    if (!element || !canvas.current || !element.videoWidth) return;
    const blob = await squareJpeg(canvas.current, element, element.videoWidth, element.videoHeight);
    if (!blob) {
      setFailure(t("notTaken"));
      return;
    }
    setFailure(null);
    showStill(blob);
  };

  const upload = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || !canvas.current) return;
    const blob = await photoAsJpeg(canvas.current, file, squareJpeg);
    if (!blob) {
      setFailure(t("unreadable"));
      return;
    }
    setFailure(null);
    showStill(blob);
  };

  const retake = () => {
    setFailure(null);
    clearStill();
    setPhase("camera");
  };

  const acceptPhoto = async () => {
    if (!still) return;
    setPhase("processing");
    setFailure(null);
    try {
      const answer = await postBody<T>(url, still.blob, "image/jpeg");
      setPhase("verified");
      setOpen(false);
      clearStill();
      toast.success(t("success"), { description: t("successDescription") });
      onVerified(answer);
    } catch (error) {
      const reason = messageOr(error, t("problem"));
      setFailure(reason);
      setPhase("still");
      toastFailure(error, {
        failed: t("failed"),
        refused: t("failedDescription", { reason }),
        error: t("error"),
        errorDescription: t("errorDescription"),
      });
    }
  };

  const busy = phase === "processing";
  return (
    <>
      <Button
        type="button"
        variant={phase === "verified" ? "secondary" : "outline"}
        className="w-full"
        onClick={() => setOpen(true)}
        disabled={phase === "verified" || busy}
        aria-busy={busy}
      >
        {phase === "verified" ? (
          <CheckCircle2Icon className="text-success" aria-hidden />
        ) : busy ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <CameraIcon aria-hidden />
        )}
        {phase === "verified" ? t("verified") : busy ? t("processing") : (label ?? t("button"))}
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (busy) return;
          setOpen(next);
          if (!next) {
            clearStill();
            setFailure(null);
            if (phase !== "verified") setPhase("idle");
          }
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[95dvh] flex-col gap-4 overflow-y-auto rounded-t-2xl bg-card p-5 shadow-xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
            <div className="pr-8">
              <Dialog.Title className="text-lg font-bold">{t("title")}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                {still ? t("checkPhoto") : noCamera ? t("photoHint") : t("cameraHint")}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="absolute top-3.5 right-3 rounded-md p-2 text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50"
              disabled={busy}
            >
              <XIcon className="size-5" aria-hidden />
              <span className="sr-only">{t("close")}</span>
            </Dialog.Close>

            <div
              className={cn(
                "relative mx-auto w-full max-w-sm overflow-hidden rounded-xl bg-muted",
                noCamera && !still ? "h-32" : "aspect-square",
              )}
            >
              {still ? (
                // A photo just taken, as a blob: URL in this browser: nothing for next/image to fetch or resize.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={still.src} alt={t("yourPhoto")} className="size-full object-cover" />
              ) : noCamera ? (
                <div className="grid size-full place-items-center p-6 text-center">
                  <UploadIcon className="size-10 text-muted-foreground" aria-hidden />
                </div>
              ) : (
                <>
                  <video
                    ref={video}
                    playsInline
                    muted
                    aria-label={t("preview")}
                    onPlaying={() => setLive(true)}
                    className="size-full -scale-x-100 object-cover"
                  />
                  {/* The face guide: an oval, the rest dimmed. */}
                  <div
                    aria-hidden
                    className="pointer-events-none absolute inset-[12%_20%] rounded-[50%] border-4 border-white/90 shadow-[0_0_0_999px_rgba(0,0,0,0.45)]"
                  />
                  {!live && (
                    <p
                      role="status"
                      className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2 text-sm font-medium text-white"
                    >
                      <Loader2Icon className="size-4 animate-spin" aria-hidden />
                      {t("opening")}
                    </p>
                  )}
                </>
              )}
              {busy && (
                <p
                  role="status"
                  className="absolute inset-0 flex items-center justify-center gap-2 bg-black/50 text-sm font-semibold text-white"
                >
                  <Loader2Icon className="size-5 animate-spin" aria-hidden />
                  {t("checkingFace")}
                </p>
              )}
            </div>
            <canvas ref={canvas} hidden />

            {noCamera && !still && (
              <p role="alert" className="text-sm">
                {t("noCamera", { reason: noCamera })}
              </p>
            )}
            {failure && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {failure}
              </p>
            )}

            {still ? (
              <div className="grid grid-cols-2 gap-3">
                <Button type="button" variant="outline" size="lg" onClick={retake} disabled={busy}>
                  <RotateCcwIcon aria-hidden />
                  {noCamera ? t("anotherPhoto") : t("retake")}
                </Button>
                {/* A photo the check refused would be refused again: only another one can pass. */}
                <Button
                  type="button"
                  size="lg"
                  onClick={() => void acceptPhoto()}
                  disabled={busy || failure !== null}
                  aria-busy={busy}
                >
                  {busy && <Loader2Icon className="animate-spin" aria-hidden />}
                  {busy ? t("processing") : t("usePhoto")}
                </Button>
              </div>
            ) : noCamera ? (
              <label className="flex h-12 cursor-pointer items-center justify-center gap-2 rounded-lg bg-primary px-6 text-base font-semibold text-primary-foreground shadow-sm focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-primary/90">
                <UploadIcon className="size-4" aria-hidden />
                {t("upload")}
                <input type="file" accept="image/*" className="sr-only" onChange={(event) => void upload(event)} />
              </label>
            ) : (
              <Button
                type="button"
                size="lg"
                onClick={() => void capture()}
                disabled={phase !== "camera" || !live}
                aria-busy={!live}
              >
                <CameraIcon aria-hidden />
                {t("capture")}
              </Button>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
