import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { dollars, placeText } from "@/lib/format";
import type { Application } from "../api/applications-api";
import { applicantFees, applicantName, applicantTags } from "../applicant";

const NONE = (
  <span className="text-slate-400">
    <Trans>Not given</Trans>
  </span>
);

/** Shortlisted applicants side by side: a column each, a row per thing a church weighs. */
export function CompareTable({ applications }: { applications: Application[] }) {
  const { t } = useLingui();
  const rows: [string, (application: Application) => ReactNode][] = [
    [t`Headline`, ({ applicant }) => applicant.headline || NONE],
    [t`Location`, ({ applicant }) => placeText(applicant.city, applicant.state) || NONE],
    [
      // Speakers' topics, musicians' instruments; one row, named for what is in it.
      applications.every(({ applicant }) => applicant.role === "musician")
        ? t`Instruments`
        : applications.some(({ applicant }) => applicant.role === "musician")
          ? t`Topics / instruments`
          : t`Topics`,
      ({ applicant }) => applicantTags(applicant).tags.join(", ") || NONE,
    ],
    [t`Usual fee`, ({ applicant }) => applicantFees(applicant) ?? NONE],
    [t`Proposed fee`, ({ proposed_fee: fee }) => (fee === null ? NONE : dollars(fee))],
    [t`Position`, ({ position_title: title }) => title],
    [t`Cover message`, ({ cover_message: text }) => <span className="whitespace-pre-line">{text}</span>],
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">
          <Trans>Shortlisted applicants side by side</Trans>
        </caption>
        <thead>
          <tr>
            <td className="w-32 border-b border-slate-200 p-3" />
            {applications.map((application) => (
              <th key={application.id} scope="col" className="border-b border-slate-200 p-3 align-bottom font-semibold break-words text-slate-900">
                {applicantName(application.applicant)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label} className="align-top even:bg-slate-50">
              <th scope="row" className="p-3 font-medium text-slate-500">
                {label}
              </th>
              {applications.map((application) => (
                <td key={application.id} className="p-3 break-words text-slate-800">
                  {cell(application)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
