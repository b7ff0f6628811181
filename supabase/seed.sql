-- Development data (documented in the README): the admin, one student with three guides, and
-- beta access codes in every state. Passwords are bcrypt ($2a$) hashes made by pgcrypto, which
-- the embedded local backend verifies with bcryptjs and Supabase Auth with Go's bcrypt.
--
-- The sign-up trigger (public.consume_beta_code_on_signup) rejects users without a code. The
-- seed creates its users without one, so it disables ordinary triggers for its own session
-- (session_replication_role = replica, superuser only; `supabase db reset` and the local
-- backend run the seed as a superuser). Foreign keys are triggers too, so rows are inserted in
-- dependency order.

set session_replication_role = replica;

-- Supabase Auth reads the token columns as strings: NULL there fails every sign-in with 500
-- 'Database error querying schema'. A real sign-up writes '' into them, and so does this seed.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values (
  '00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000001',
  'authenticated', 'authenticated', 'admin@example.com',
  extensions.crypt('admin123!', extensions.gen_salt('bf')), now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}', '{"name": "Admin"}',
  now() - interval '30 days', now() - interval '30 days'
), (
  '00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000002',
  'authenticated', 'authenticated', 'student@example.com',
  extensions.crypt('student123!', extensions.gen_salt('bf')), now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}', '{"name": "Student", "beta_code": "USEDCODE"}',
  now() - interval '20 days', now() - interval '20 days'
);

-- The e-mail identity a real sign-up creates with its user (provider_id is the user's id).
insert into auth.identities (
  provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true,
                          'phone_verified', false),
       'email', u.created_at, u.created_at, u.created_at
from auth.users u
where u.id in ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002');

insert into public.app_admin (user_id) values ('00000000-0000-4000-8000-000000000001')
on conflict (singleton) do update set user_id = excluded.user_id;

insert into public.beta_access_codes (code, is_active, created_at, used_at, used_by_email, used_by_user_id) values
  ('OLDCODE1', false, now() - interval '40 days', null, null, null),
  ('USEDCODE', true,  now() - interval '35 days', now() - interval '20 days', 'student@example.com',
   '00000000-0000-4000-8000-000000000002'),
  ('WELCOME1', true,  now() - interval '10 days', null, null, null),
  ('WELCOME2', true,  now() - interval '9 days',  null, null, null),
  ('WELCOME3', true,  now() - interval '8 days',  null, null, null),
  ('WELCOME4', true,  now() - interval '7 days',  null, null, null),
  ('WELCOME5', true,  now() - interval '6 days',  null, null, null);

-- Three guides of real study content for the student.
insert into public.study_guides (id, user_id, title, content, original_text, cover_color, created_at) values
(
  '00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000002',
  'Cell Biology: Structure and Function',
  $md$# Cell Biology: Structure and Function

## Overview
The cell is the smallest unit that shows every property of life: it takes in energy, grows, responds to its surroundings and reproduces. **Cell theory** states that (1) all living things are made of one or more cells, (2) the cell is the basic unit of structure and function, and (3) all cells arise from pre-existing cells (Virchow, 1855).

## Prokaryotic and eukaryotic cells

| Feature | Prokaryotes (bacteria, archaea) | Eukaryotes (plants, animals, fungi, protists) |
|---|---|---|
| Nucleus | None; DNA sits in the *nucleoid* | Membrane-bound nucleus |
| Size | 1–10 µm | 10–100 µm |
| Organelles | No membrane-bound organelles | Mitochondria, ER, Golgi, lysosomes… |
| Ribosomes | 70S | 80S (70S inside mitochondria and chloroplasts) |
| DNA | Single circular chromosome, plasmids | Several linear chromosomes wrapped on histones |

## Key organelles
- **Plasma membrane** – a phospholipid bilayer with embedded proteins (the *fluid mosaic model*). It is selectively permeable: small non-polar molecules (O₂, CO₂) diffuse through; ions and large polar molecules need channels or carriers.
- **Nucleus** – holds the genome; the *nucleolus* assembles ribosomal subunits; nuclear pores control traffic of mRNA and proteins.
- **Ribosomes** – translate mRNA into protein; free ribosomes make cytosolic proteins, bound ribosomes make proteins for membranes or secretion.
- **Rough ER** – studded with ribosomes; folds and modifies new proteins.
- **Smooth ER** – makes lipids and steroids, detoxifies drugs, stores Ca²⁺ in muscle cells.
- **Golgi apparatus** – modifies, sorts and packages proteins into vesicles ("the post office").
- **Mitochondria** – site of aerobic respiration; have their own DNA and double membrane, evidence for the **endosymbiotic theory**.
- **Chloroplasts** (plants and algae) – photosynthesis; thylakoids hold chlorophyll.
- **Lysosomes** – acidic enzymes digest worn-out organelles and engulfed particles.
- **Cytoskeleton** – microfilaments (actin), intermediate filaments and microtubules (tubulin) give shape, anchor organelles and move vesicles and chromosomes.

## Transport across the membrane
1. **Simple diffusion** – down the concentration gradient, no energy.
2. **Facilitated diffusion** – down the gradient through channel or carrier proteins (e.g. GLUT transporters, aquaporins).
3. **Osmosis** – diffusion of water across a membrane. In a *hypotonic* solution an animal cell swells and may burst; in a *hypertonic* one it shrinks.
4. **Active transport** – against the gradient, using ATP. The Na⁺/K⁺ pump moves 3 Na⁺ out and 2 K⁺ in per ATP.
5. **Bulk transport** – endocytosis (phagocytosis, pinocytosis, receptor-mediated) and exocytosis.

## Cellular respiration at a glance
C₆H₁₂O₆ + 6 O₂ → 6 CO₂ + 6 H₂O + energy (≈ 30–32 ATP)

| Stage | Location | Net yield |
|---|---|---|
| Glycolysis | Cytoplasm | 2 ATP, 2 NADH |
| Pyruvate oxidation + Krebs cycle | Mitochondrial matrix | 2 ATP, 8 NADH, 2 FADH₂ (per glucose) |
| Oxidative phosphorylation | Inner mitochondrial membrane | ≈ 26–28 ATP |

## The cell cycle
- **Interphase**: G₁ (growth), S (DNA replication), G₂ (preparation).
- **Mitosis**: prophase → metaphase → anaphase → telophase, then cytokinesis.
- **Checkpoints** (G₁/S, G₂/M, spindle) stop division when DNA is damaged; failures of these controls are a hallmark of cancer.

## Key terms
- **Selective permeability** – the membrane lets some substances through and not others.
- **Organelle** – a specialised structure inside a cell.
- **ATP** – adenosine triphosphate, the cell's energy currency.

## Review questions
1. Why can prokaryotes not carry out protein modification in a Golgi apparatus?
2. Predict what happens to a red blood cell placed in distilled water, and explain why.
3. Which two organelles support the endosymbiotic theory, and what evidence do they provide?
$md$,
  'Lecture notes: cell theory, organelles, membrane transport, respiration, cell cycle.',
  'from-green-400 to-green-600', now() - interval '15 days'
),
(
  '00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000002',
  'The French Revolution (1789–1799)',
  $md$# The French Revolution (1789–1799)

## Overview
Between 1789 and 1799 France moved from an absolute monarchy to a republic, through radical terror, to the rule of a general. The Revolution spread the ideas of popular sovereignty, legal equality and citizenship across Europe.

## Long-term causes
- **Social**: the *Ancien Régime* divided society into three **Estates** – clergy (First), nobility (Second) and everyone else (Third, about 97 % of the population). The Third Estate paid most taxes while the first two were largely exempt.
- **Economic**: debt from wars, especially support for the American Revolution; a regressive tax system; the poor harvests of 1788 doubled the price of bread.
- **Intellectual**: Enlightenment thinkers questioned divine-right monarchy – Rousseau (*The Social Contract*, general will), Montesquieu (separation of powers), Voltaire (religious tolerance, free speech).
- **Political**: Louis XVI was indecisive; reforms by ministers such as Turgot and Necker were blocked by the privileged orders.

## Timeline of key events

| Date | Event | Significance |
|---|---|---|
| May 1789 | Estates-General meets at Versailles | First meeting since 1614; dispute over voting by order or by head |
| 17 June 1789 | Third Estate declares itself the **National Assembly** | Claims to represent the nation |
| 20 June 1789 | **Tennis Court Oath** | Vow not to separate until France has a constitution |
| 14 July 1789 | **Storming of the Bastille** | Symbol of royal tyranny falls; now France's national day |
| 4 August 1789 | Abolition of feudal privileges | End of seigneurial dues and tithes |
| 26 August 1789 | **Declaration of the Rights of Man and of the Citizen** | Liberty, property, security, resistance to oppression |
| June 1791 | Flight to Varennes | The king's escape attempt destroys trust in him |
| April 1792 | War with Austria (then Prussia) | Revolution becomes a European war |
| September 1792 | Monarchy abolished; First Republic | National Convention elected by male suffrage |
| January 1793 | Execution of Louis XVI | Shocks Europe; the First Coalition forms |
| 1793–1794 | **Reign of Terror** | Committee of Public Safety; about 17,000 official executions |
| July 1794 | Thermidorian Reaction | Robespierre executed; the Terror ends |
| 1795–1799 | The Directory | Weak, corrupt five-man executive |
| November 1799 | Coup of 18 Brumaire | Napoleon Bonaparte becomes First Consul |

## Key groups and people
- **Girondins** – moderate republicans, supporters of the war, strong in the provinces.
- **Jacobins / Montagnards** – radical republicans led by **Maximilien Robespierre**, Danton and Saint-Just.
- **Sans-culottes** – Parisian workers and artisans who pushed for price controls and direct democracy.
- **Marie Antoinette** – the queen, deeply unpopular, executed in October 1793.

## Consequences
1. End of feudalism and of legal privilege by birth.
2. The principle that sovereignty belongs to the nation.
3. The metric system, civil marriage and the secularisation of the state.
4. Nationalism and mass conscription (the *levée en masse*, 1793).
5. A model – and a warning – for later revolutions in Europe and Latin America.

## Historiography
- **Marxist interpretation** (Lefebvre, Soboul): a bourgeois revolution against a feudal aristocracy.
- **Revisionist interpretation** (Cobban, Furet): political culture and ideas mattered more than class; nobles and bourgeois were often hard to tell apart.

## Review questions
1. Why did the question of voting "by order" or "by head" matter so much in 1789?
2. How did the war of 1792 radicalise the Revolution?
3. Was the Terror a betrayal of the Declaration of the Rights of Man, or its defence? Argue both sides.
$md$,
  'Seminar reading notes on the causes, events and consequences of the French Revolution.',
  'from-red-400 to-red-600', now() - interval '10 days'
),
(
  '00000000-0000-4000-8000-0000000000a3', '00000000-0000-4000-8000-000000000002',
  'Introduction to Statistics',
  $md$# Introduction to Statistics

## Overview
Statistics is the science of collecting, describing and drawing conclusions from data. **Descriptive statistics** summarise the data you have; **inferential statistics** use a sample to say something about a larger population, with a stated amount of uncertainty.

## Types of data
- **Categorical (qualitative)** – *nominal* (blood type, colour) or *ordinal* (survey ratings, class rank).
- **Numerical (quantitative)** – *discrete* (number of siblings) or *continuous* (height, time).
- A **population** is every individual of interest; a **sample** is the subset you measure. A **parameter** (μ, σ, p) describes a population; a **statistic** (x̄, s, p̂) describes a sample.

## Measures of centre and spread

| Measure | Formula / idea | Notes |
|---|---|---|
| Mean | x̄ = Σxᵢ / n | Sensitive to outliers |
| Median | Middle value of the sorted data | Robust to outliers |
| Mode | Most frequent value | The only measure for nominal data |
| Range | max − min | Uses only two values |
| Variance | s² = Σ(xᵢ − x̄)² / (n − 1) | Divide by n − 1 for a sample (Bessel's correction) |
| Standard deviation | s = √s² | Same units as the data |
| IQR | Q₃ − Q₁ | Outliers: below Q₁ − 1.5·IQR or above Q₃ + 1.5·IQR |

**Worked example.** Data: 4, 8, 6, 5, 7. Mean = 30 / 5 = 6. Deviations: −2, 2, 0, −1, 1; squares sum to 10; s² = 10 / 4 = 2.5; s ≈ 1.58.

## Distributions
- **Shape**: symmetric, skewed right (long tail to the right: mean > median) or skewed left (mean < median).
- **Normal distribution** N(μ, σ): bell-shaped and symmetric. The **68–95–99.7 rule**: about 68 % of values lie within 1σ of the mean, 95 % within 2σ and 99.7 % within 3σ.
- **z-score**: z = (x − μ) / σ says how many standard deviations a value lies from the mean.
- **Central Limit Theorem**: for large enough samples (n ≥ 30 as a rule of thumb) the sampling distribution of x̄ is approximately normal with mean μ and standard error σ / √n, whatever the population's shape.

## Probability basics
- 0 ≤ P(A) ≤ 1; P(not A) = 1 − P(A).
- Addition rule: P(A or B) = P(A) + P(B) − P(A and B).
- Multiplication rule for independent events: P(A and B) = P(A) · P(B).
- Conditional probability: P(A | B) = P(A and B) / P(B).

## Inference
- **Confidence interval** for a mean: x̄ ± z* · σ / √n (z* = 1.96 for 95 %). "95 % confident" means the *method* captures μ in 95 % of repeated samples.
- **Hypothesis test**: state H₀ and H₁, choose α (often 0.05), compute a test statistic and its **p-value**, reject H₀ when p < α.
- **Type I error**: rejecting a true H₀ (probability α). **Type II error**: failing to reject a false H₀ (probability β); power = 1 − β.

## Correlation and regression
- Pearson's **r** ranges from −1 to 1 and measures the strength of a *linear* relationship.
- Least-squares line: ŷ = a + b·x, with b = r · (s_y / s_x) and a = ȳ − b·x̄.
- **Correlation is not causation**: a lurking variable may drive both.

## Review questions
1. A data set has mean 50 and median 42. Which way is it skewed, and why?
2. Exam scores are N(70, 8). What share of students scored above 86?
3. Explain in plain words what a p-value of 0.03 means.
$md$,
  'Course notes for Statistics 101: descriptive statistics, distributions, probability and inference.',
  'from-blue-400 to-blue-600', now() - interval '5 days'
);

set session_replication_role = origin;
